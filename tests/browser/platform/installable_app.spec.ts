import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated, controlledByWorker, optInServiceWorker } from '../helpers.js'

test.group('Installable app in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every page links a valid pt-BR manifest with the brand icons', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await hydrated(page)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    assert.equal(href, '/manifest.webmanifest')

    const response = await page.request.get(href!)
    assert.equal(response.status(), 200)
    assert.include(response.headers()['content-type'], 'application/manifest+json')
    const manifest = await response.json()
    assert.equal(manifest.lang, 'pt-BR')
    assert.equal(manifest.start_url, '/dashboard')
    assert.equal(manifest.display, 'standalone')
    assert.equal(manifest.short_name, 'Ganja Talks')
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/)
    const sizes = manifest.icons.map((icon: any) => `${icon.sizes} ${icon.purpose}`)
    assert.includeMembers(sizes, ['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src)
      assert.equal(image.status(), 200, icon.src)
      assert.equal(image.headers()['content-type'], 'image/png', icon.src)
    }
    assert.equal(
      await page.locator('meta[name="theme-color"][media*="dark"]').count(),
      1,
      'a theme colour for the dark scheme'
    )
  })

  test('the worker controls the site and a page that needs the network says so offline', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const learner = await UserFactory.merge({
      fullName: 'Olga Offline',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await browserContext.loginAs(learner)
    await optInServiceWorker(browserContext)

    const page = await visit('/dashboard')
    await hydrated(page)
    await controlledByWorker(page)
    const scope = await page.evaluate(async () => {
      const registration = await (globalThis as any).navigator.serviceWorker.ready
      return new URL(registration.scope).pathname
    })
    assert.equal(scope, '/')

    await browserContext.setOffline(true)
    await page.goto('/cursos')
    await page.getByRole('heading', { name: 'Você está offline' }).waitFor()
    assert.isTrue(
      await page.getByText('Esta página precisa de conexão.', { exact: false }).isVisible()
    )
    await browserContext.setOffline(false)
  })
})
