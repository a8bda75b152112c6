import type { ApiRequest } from '@japa/api-client'

/**
 * Makes the API client keep a response body as raw bytes (a Buffer in
 * `response.body()`), whatever its content type: files are compared byte
 * for byte.
 */
export function asBytes(request: ApiRequest) {
  request.request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)))
    response.on('end', () => done(null, Buffer.concat(chunks)))
  })
  return request
}
