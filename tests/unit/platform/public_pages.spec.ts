import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import {
  changesPublicContent,
  hasPartialInertiaHeaders,
  hasSessionCookie,
  isAnonymousPublicRead,
  pageCacheKey,
} from '#domain/platform/public_pages'
import { contentSecurityPolicy, THEME_SCRIPT } from '#domain/platform/security_headers'

test.group('Public pages: who gets the shared, cached answer', () => {
  test('the session cookie is found by its exact name only', ({ assert }) => {
    assert.isTrue(hasSessionCookie('gt-session=abc'))
    assert.isTrue(hasSessionCookie('XSRF-TOKEN=x; gt-session=abc; outro=1'))
    assert.isFalse(hasSessionCookie(undefined))
    assert.isFalse(hasSessionCookie(''))
    assert.isFalse(hasSessionCookie('XSRF-TOKEN=x'))
    assert.isFalse(hasSessionCookie('not-gt-session=abc'))
    assert.isFalse(hasSessionCookie('gt-sessionx=abc'))
  })

  test('an anonymous read is a GET or HEAD of a public page without a session', ({ assert }) => {
    const read = { method: 'GET', publicPage: true, cookieHeader: undefined }
    assert.isTrue(isAnonymousPublicRead(read))
    assert.isTrue(isAnonymousPublicRead({ ...read, method: 'HEAD' }))
    assert.isTrue(isAnonymousPublicRead({ ...read, cookieHeader: 'XSRF-TOKEN=x' }))
    assert.isFalse(isAnonymousPublicRead({ ...read, method: 'POST' }))
    assert.isFalse(isAnonymousPublicRead({ ...read, cookieHeader: 'gt-session=abc' }))
    assert.isFalse(isAnonymousPublicRead({ ...read, publicPage: false }))
  })

  test('successful writes through a content route clear the cache; reads and failures do not', ({
    assert,
  }) => {
    assert.isTrue(changesPublicContent('PUT', true, 302))
    assert.isTrue(changesPublicContent('POST', true, 303))
    assert.isTrue(changesPublicContent('DELETE', true, 200))
    assert.isFalse(changesPublicContent('GET', true, 200))
    assert.isFalse(changesPublicContent('HEAD', true, 200))
    assert.isFalse(changesPublicContent('PUT', true, 422))
    assert.isFalse(changesPublicContent('POST', false, 204))
  })

  test('partial Inertia reloads are told apart from full visits', ({ assert }) => {
    assert.isFalse(hasPartialInertiaHeaders({ 'x-inertia': 'true', 'x-inertia-version': '1' }))
    assert.isTrue(hasPartialInertiaHeaders({ 'x-inertia-partial-data': 'courses' }))
    assert.isTrue(hasPartialInertiaHeaders({ 'x-inertia-except-once-props': 'a' }))
    assert.isTrue(hasPartialInertiaHeaders({ 'x-inertia-reset': 'a' }))
  })

  test('the key keeps the query, and the JSON of a version apart from the HTML', ({ assert }) => {
    const keys = new Set([
      pageCacheKey('/cursos', false, undefined),
      pageCacheKey('/cursos?q=cultivo', false, undefined),
      pageCacheKey('/cursos', true, 'v1'),
      pageCacheKey('/cursos', true, 'v2'),
    ])
    assert.equal(keys.size, 4)
    assert.equal(pageCacheKey('/cursos', false, 'v1'), pageCacheKey('/cursos', false, 'v2'))
  })
})

test.group('Content-Security-Policy of cacheable pages', () => {
  const base = { nonce: 'abc123', https: false, storageOrigin: null, devServer: false }

  test('the theme script runs by its hash; production pages need no nonce', ({ assert }) => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
    const production = contentSecurityPolicy(base)
    assert.include(production, `'sha256-${hash}'`)
    assert.notInclude(production, 'nonce-')
    /* Vite's dev server adds an inline preamble: the nonce is there in development only. */
    assert.include(contentSecurityPolicy({ ...base, devServer: true }), "'nonce-abc123'")
  })
})
