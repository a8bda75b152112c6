/*
| Links people give the app, checked in one place. Browsers read '//host'
| and '/\\host' as other sites, so a path of this site never starts that
| way and has no backslash, space or control character anywhere.
*/

function hasUnsafeCharacters(value: string) {
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return true
  }
  return false
}

/** A path of this site ('/cursos/x?aba=y'), never one a browser would send elsewhere. */
export function isLocalPath(value: string) {
  return (
    value.startsWith('/') && (value.length === 1 || value[1] !== '/') && !hasUnsafeCharacters(value)
  )
}

/** A link an admin may give (materials, thumbnails, videos): absolute http(s), or a local path. */
export function isSafeLink(value: string) {
  if (value.startsWith('/')) return isLocalPath(value)
  if (hasUnsafeCharacters(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}
