/*
| Which encoding a response gets, from the request's Accept-Encoding: Brotli
| when the client takes it, else gzip, else none. Pure, shared by the
| middleware that compresses pages and the one that serves precompressed
| assets.
*/

export type Encoding = 'br' | 'gzip'

/** Bodies smaller than this travel as they are: compressing them saves nothing. */
export const MIN_COMPRESSED_BYTES = 1024

/** Media types worth compressing (HTML, JSON, text, XML, JavaScript, CSS, SVG). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i

/** The q-value each listed coding gets; a coding listed with q=0 is refused. */
function qualities(header: string): Map<string, number> {
  const listed = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = q ? Number(q.slice(2)) : 1
    listed.set(name, Number.isFinite(value) ? value : 0)
  }
  return listed
}

/** The encoding to use for a client that sent `acceptEncoding`, or null for none. */
export function chooseEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  if (!acceptEncoding) return null
  const listed = qualities(acceptEncoding)
  const wildcard = listed.get('*') ?? 0
  const score = (name: Encoding) => listed.get(name) ?? wildcard
  const br = score('br')
  const gzip = score('gzip')
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return null
}

/** True for a media type (Content-Type value) that compresses well. */
export function isCompressible(contentType: string | undefined | null): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType))
}
