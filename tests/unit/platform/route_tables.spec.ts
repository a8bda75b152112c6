import { readdirSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { SSR_PAGES } from '#config/inertia'
import { BARE_PAGES, BARE_PREFIXES } from '#domain/platform/page_layouts'
import { declaredRouteNames, routeTraits } from '#services/platform/route_traits'
import { BROWSER_ONLY_PAGES } from '#tests/helpers/server_rendering'

/** Every registered route, by name, with its methods (committed as the HTTP server does at boot). */
function registeredRoutes() {
  router.commit()
  const routes = new Map<string, string[]>()
  for (const domainRoutes of Object.values(router.toJSON())) {
    for (const route of domainRoutes) if (route.name) routes.set(route.name, route.methods)
  }
  return routes
}

/** Every Inertia page name, as `inertia.render` takes it. */
function pageNames() {
  return readdirSync(app.makePath('inertia/pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.replace(/\.tsx$/, '').replaceAll('\\', '/'))
}

test.group('Route-declared behaviour', () => {
  test('every route that declares a behaviour is a registered, named route', ({ assert }) => {
    const routes = registeredRoutes()
    const declared = declaredRouteNames()
    assert.isAbove(declared.length, 0)
    for (const name of declared) assert.isTrue(routes.has(name), name)
  })

  test('the public pages (no session, shared cache) are exactly the anonymous reads', ({
    assert,
  }) => {
    const publicPages = declaredRouteNames().filter((name) => routeTraits(name).publicPage)
    assert.sameMembers(publicPages, [
      'home',
      'podcast',
      'sitemap',
      'robots',
      'courses.index',
      'courses.show',
      'community.index',
      'community.trending',
      'community.discussions.show',
      'certificates.show',
      'certificates.verify',
    ])
    const routes = registeredRoutes()
    for (const name of publicPages) assert.include(routes.get(name), 'GET', name)
  })

  test('content writes clear the public pages; progress and reads do not', ({ assert }) => {
    for (const name of [
      'admin.courses.update',
      'admin.lessons.destroy',
      'admin.moderation.update',
      'community.discussions.store',
      'community.replies.destroy',
      'courses.reviews.store',
      'courses.reviews.update',
      'profiles.update',
      'profiles.avatar.update',
    ]) {
      assert.isTrue(routeTraits(name).changesPublicPages, name)
    }
    for (const name of [
      'admin.courses.index',
      'community.index',
      'community.members',
      'lessons.study',
      'newsletter.store',
      'auth.login',
    ]) {
      assert.isUndefined(routeTraits(name).changesPublicPages, name)
    }
  })

  test('every declared toast goes to a registered page', ({ assert }) => {
    const routes = registeredRoutes()
    for (const name of declaredRouteNames()) {
      const { rowMissing, failure } = routeTraits(name)
      for (const answer of [rowMissing, failure]) {
        if (answer?.redirectTo) assert.include(routes.get(answer.redirectTo), 'GET', name)
      }
    }
  })

  test('a forum post gone meanwhile is a toast on writes only; reads answer the 404 page', ({
    assert,
  }) => {
    assert.equal(
      routeTraits('community.replies.store').rowMissing?.title,
      'Publicação não encontrada'
    )
    assert.isUndefined(routeTraits('community.members').rowMissing)
    assert.isUndefined(routeTraits('community.discussions.show').rowMissing)
  })
})

test.group('Page-name tables', () => {
  test('every server-rendered page and every bare page exists', ({ assert }) => {
    const pages = pageNames()
    for (const name of [...SSR_PAGES, ...BARE_PAGES, ...BROWSER_ONLY_PAGES]) {
      assert.include(pages, name)
    }
  })

  test('every bare prefix matches a page', ({ assert }) => {
    const pages = pageNames()
    for (const prefix of BARE_PREFIXES) {
      assert.isTrue(
        pages.some((page) => page.startsWith(prefix)),
        prefix
      )
    }
  })
})
