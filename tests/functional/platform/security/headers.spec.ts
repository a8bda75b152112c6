import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

function assertSecurityHeaders(response: ApiResponse, assert: any) {
  const csp = String(response.header('content-security-policy') ?? '')
  assert.include(csp, "default-src 'self'")
  assert.include(csp, "frame-ancestors 'self'")
  /* Only this site's own files may be embedded (the lesson's PDF viewer). */
  assert.include(csp, "object-src 'self'")
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/)
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

  test("the page's inline scripts run only by their hash or this request's nonce", async ({
    client,
    assert,
  }) => {
    const first = await client.get('/')
    const second = await client.get('/')
    const csp = String(first.header('content-security-policy'))
    /* The tests use Vite's dev server, whose inline preamble needs the nonce. */
    const nonce = nonceOf(first)
    assert.isString(nonce)
    assert.notEqual(nonce, nonceOf(second))
    const scripts = [...first.text().matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    assert.isAbove(scripts.length, 0)
    let hashed = 0
    for (const [, attributes, body] of scripts) {
      /* JSON data is not executed; an external script comes from this site ('self'). */
      if (attributes.includes('application/json') || attributes.includes('src=')) continue
      const hash = createHash('sha256').update(body).digest('base64')
      if (csp.includes(`'sha256-${hash}'`)) {
        hashed += 1
        continue
      }
      assert.include(attributes, `nonce="${nonce}"`, attributes)
    }
    /* The theme script: the same bytes for every visitor, so a page can be cached. */
    assert.equal(hashed, 1)
  })
})

test.group('The server-rendering bundle is not a static file', () => {
  test('it is built outside public/, where the server looks for it', async ({ assert }) => {
    const { default: viteConfig } = await import('../../../../vite.config.js')
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
