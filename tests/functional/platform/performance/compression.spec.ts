import { test } from '@japa/runner'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { createCourse } from '#tests/functional/catalog/helpers'
import { chooseEncoding } from '#domain/platform/compression'
import { member } from '#tests/functional/community/forum_helpers'
import { signedInBrowser } from '#tests/helpers/realtime'

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A request whose answer is read as raw bytes (fetch and the api client would decompress it). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: process.env.HOST, port: process.env.PORT, path, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) })
        )
      }
    )
    req.on('error', reject)
    req.end()
  })
}

test.group('Compression: pages and Inertia answers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the landing page travels with Brotli, gzip or as is, as the client asks', async ({
    assert,
  }) => {
    const plain = await rawGet('/', { 'accept-encoding': 'identity' })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.include(plain.headers['vary'], 'Accept-Encoding')
    const html = plain.body.toString()
    assert.include(html, '<html')

    const br = await rawGet('/', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.include(br.headers['content-type'], 'text/html')
    assert.isBelow(br.body.length, plain.body.length / 3)
    const fromBr = brotliDecompressSync(br.body).toString()
    assert.include(fromBr, '<html')
    assert.equal(Number(br.headers['content-length']), br.body.length)

    const gz = await rawGet('/', { 'accept-encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.include(gunzipSync(gz.body).toString(), '<html')
  })

  test('an Inertia visit gets its JSON compressed and still parses', async ({ assert }) => {
    for (const slug of ['compressao-um', 'compressao-dois', 'compressao-tres']) {
      await createCourse({ slug, title: `Curso ${slug}`, isPublished: true })
    }
    const first = await rawGet('/cursos', { 'accept-encoding': 'identity' })
    const version = /&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/.exec(
      first.body.toString()
    )
    const answer = await rawGet('/cursos', {
      'accept-encoding': 'br',
      'x-inertia': 'true',
      'x-inertia-version': version?.[1] ?? version?.[2] ?? '',
      'x-requested-with': 'XMLHttpRequest',
    })
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['content-encoding'], 'br')
    assert.include(answer.headers['content-type'], 'application/json')
    const page = JSON.parse(brotliDecompressSync(answer.body).toString())
    assert.equal(page.url, '/cursos')
  })

  test('streams, small answers and refused codings are left alone', async ({ assert }) => {
    /* q=0 refuses a coding. */
    const refused = await rawGet('/', { 'accept-encoding': 'br;q=0, gzip;q=0' })
    assert.isUndefined(refused.headers['content-encoding'])
    assert.include(refused.body.toString(), '<html')

    /* A server-sent events stream (a member's: visitors get none) is never buffered to be compressed. */
    const browser = await signedInBrowser(await member())
    const controller = new AbortController()
    const events = await browser.request(`/__transmit/events?uid=${await browser.realtimeUid()}`, {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    })
    assert.equal(events.status, 200)
    assert.isNull(events.headers.get('content-encoding'))
    controller.abort()
  })

  test('the coding choice follows the q-values', ({ assert }) => {
    assert.equal(chooseEncoding('gzip, deflate, br'), 'br')
    assert.equal(chooseEncoding('gzip'), 'gzip')
    assert.equal(chooseEncoding('br;q=0.5, gzip;q=0.8'), 'gzip')
    assert.equal(chooseEncoding('*'), 'br')
    assert.equal(chooseEncoding('*;q=0, gzip'), 'gzip')
    assert.isNull(chooseEncoding('identity'))
    assert.isNull(chooseEncoding(''))
    assert.isNull(chooseEncoding(undefined))
  })
})

test.group('Build assets: precompressed and cached for a year', (group) => {
  const dir = app.publicPath('assets')
  const name = `teste-compressao-${process.pid}.js`
  const source = `export const texto = ${JSON.stringify('conteúdo '.repeat(400))}\n`
  group.setup(() => {
    mkdirSync(dir, { recursive: true })
    writeFileSync(`${dir}/${name}`, source)
    writeFileSync(`${dir}/${name}.br`, brotliCompressSync(source))
    writeFileSync(`${dir}/${name}.gz`, gzipSync(source))
    return () => {
      for (const suffix of ['', '.br', '.gz']) rmSync(`${dir}/${name}${suffix}`, { force: true })
    }
  })

  test('a client that takes Brotli gets the .br file, immutable', async ({ assert }) => {
    const br = await rawGet(`/assets/${name}`, { 'accept-encoding': 'br, gzip' })
    assert.equal(br.status, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.include(br.headers['content-type'], 'text/javascript')
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(brotliDecompressSync(br.body).toString(), source)

    const gz = await rawGet(`/assets/${name}`, { 'accept-encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(gz.body).toString(), source)
  })

  test('without compression the file itself, still immutable; other files keep revalidating', async ({
    assert,
  }) => {
    const plain = await rawGet(`/assets/${name}`, { 'accept-encoding': 'identity' })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.body.toString(), source)
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable')

    const favicon = await rawGet('/favicon.svg', { 'accept-encoding': 'identity' })
    assert.equal(favicon.status, 200)
    assert.notInclude(String(favicon.headers['cache-control']), 'immutable')
  })

  test('no path escapes the assets folder', async ({ assert }) => {
    const escaped = await rawGet('/assets/..%2F..%2Fpackage.json', { 'accept-encoding': 'br' })
    assert.notEqual(escaped.status, 200)
    /* A malformed escape is not an error of the server. */
    const malformed = await rawGet('/assets/%E0%A.js', { 'accept-encoding': 'br' })
    assert.isBelow(malformed.status, 500)
  })
})
