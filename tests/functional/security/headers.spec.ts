import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

function assertSecurityHeaders(response: ApiResponse, assert: any) {
  const csp = String(response.header('content-security-policy') ?? '')
  assert.include(csp, "default-src 'self'")
  assert.include(csp, "frame-ancestors 'self'")
  assert.include(csp, "object-src 'none'")
  assert.match(csp, /script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/)
  assert.equal(response.header('x-content-type-options'), 'nosniff')
  assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
  assert.include(String(response.header('permissions-policy')), 'camera=()')
  assert.equal(response.header('x-frame-options'), 'SAMEORIGIN')
  /* APP_URL is http in the tests: no HSTS over plain HTTP. */
  assert.isUndefined(response.header('strict-transport-security'))
}

function nonceOf(response: ApiResponse) {
  return /'nonce-([^']+)'/.exec(String(response.header('content-security-policy')))?.[1]
}

test.group('Security headers on every response', () => {
  test('a page, the 404 page and a static file all carry them', async ({ client, assert }) => {
    for (const url of [
      '/',
      '/cursos',
      '/uma-pagina-que-nao-existe',
      '/favicon.svg',
      '/robots.txt',
    ]) {
      const response = await client.get(url)
      assertSecurityHeaders(response, assert)
    }
  })

  test("the page's inline scripts carry this request's nonce, a new one each time", async ({
    client,
    assert,
  }) => {
    const first = await client.get('/')
    const second = await client.get('/')
    const nonce = nonceOf(first)
    assert.isString(nonce)
    assert.notEqual(nonce, nonceOf(second))
    const scripts = [...first.text().matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])
    assert.isAbove(scripts.length, 0)
    for (const attributes of scripts) {
      /* JSON data is not executed; everything else runs only with the nonce. */
      if (attributes.includes('application/json')) continue
      assert.include(attributes, `nonce="${nonce}"`, attributes)
    }
  })
})

test.group('The server-rendering bundle is not a static file', () => {
  test('it is built outside public/, where the server looks for it', async ({ assert }) => {
    const { default: viteConfig } = await import('../../../vite.config.js')
    const { default: viteBackend } = await import('#config/vite')
    const ssrOutDir = (viteConfig as any).environments.ssr.build.outDir as string
    const publicDir = app.publicPath()
    const absoluteSsr = app.makePath(ssrOutDir)
    assert.isFalse(absoluteSsr.startsWith(publicDir), absoluteSsr)
    assert.equal(app.makePath(join(viteBackend.buildDirectory, 'server')), absoluteSsr)
  })

  test('no spelling of its old path is served', async ({ client, assert }) => {
    for (const url of [
      '/assets/server/ssr.js',
      '/assets//server/ssr.js',
      '/assets/./server/ssr.js',
      '/assets/%2e/server/ssr.js',
      '/assets%2fserver%2fssr.js',
    ]) {
      const response = await client.get(url)
      assert.equal(response.status(), 404, url)
    }
  })
})
