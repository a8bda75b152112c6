/*
| Profile photos, once: the formats accepted (recognised by the file's bytes,
| each stored under one extension), the names a member may upload, the size
| limit, and the words the picker and the errors use.
*/

/** Media type the content must have → extension the photo is stored under. */
export const AVATAR_MEDIA_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/**
 * The stored file's name at the end of an avatar URL (`<member>-<token>.<ext>`,
 * ext one of the stored extensions above), or null for any other URL.
 */
export function storedAvatarName(url: string | null): string | null {
  const name = url?.match(/avatars\/(\d+-[A-Za-z0-9_-]+\.([a-z]+))$/)
  if (!name || !Object.values(AVATAR_MEDIA_TYPES).includes(name[2])) return null
  return name[1]
}

/** File names accepted before the content is read. */
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']

export const AVATAR_MAX_MEGABYTES = 2

/** The picker's accept= attribute. */
export const AVATAR_ACCEPT = Object.keys(AVATAR_MEDIA_TYPES).join(',')

const FORMATS = 'JPEG, PNG ou WebP'

export const AVATAR_TEXTS = {
  hint: `${FORMATS}, até ${AVATAR_MAX_MEGABYTES} MB.`,
  wrongExtension: `Envie uma imagem ${FORMATS}.`,
  wrongContent: `O arquivo não é uma imagem ${FORMATS} válida.`,
  tooLarge: `A foto pode ter no máximo ${AVATAR_MAX_MEGABYTES} MB.`,
}
