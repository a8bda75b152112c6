import { test } from '@japa/runner'
import { hydrated } from '../helpers.js'

/** CAROUSEL_INTERVAL_MS of inertia/components/catalog/landing/carousel.tsx. */
const CAROUSEL_INTERVAL_MS = 4000

test.group('Landing page in Chromium', () => {
  test('the hero offer button leads to /auth', async ({ visit }) => {
    const page = await visit('/')
    await page.assertTextContains('body', 'Assinar Agora - R$ 37/mês')
    await page.getByRole('link', { name: 'Assinar Agora - R$ 37/mês' }).first().click()
    await page.waitForURL('**/auth')
    await page.assertPath('/auth')
  })

  test('the workshops carousel advances by itself and stops while hovered', async ({
    visit,
    assert,
  }) => {
    /* The page's timers run on Playwright's clock: the test moves time on instead of waiting for it. */
    const page = await visit('about:blank')
    await page.clock.install()
    await page.goto('/')
    await hydrated(page)
    const carousel = page.getByRole('region', { name: 'Workshops presenciais' })
    const activeSlide = carousel.locator('[data-active="true"]')
    await activeSlide.waitFor()
    assert.equal(await activeSlide.getAttribute('aria-label'), '1 de 5: Cultivo indoor na prática')

    await page.clock.runFor(CAROUSEL_INTERVAL_MS)
    await carousel.locator('[data-active="true"][aria-label^="2 de 5"]').waitFor()

    await carousel.hover()
    /* Paused, the carousel announces its slide politely to screen readers. */
    await carousel.locator('[aria-live="polite"]').waitFor()
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3)
    assert.match((await activeSlide.getAttribute('aria-label'))!, /^2 de 5/)
  })

  test('the festival carousel moves with next, previous and the dots', async ({
    visit,
    assert,
  }) => {
    /* The buttons act once React has taken over the page (a click before that changes nothing). */
    const page = await hydrated(await visit('/'))
    const carousel = page.getByRole('region', { name: 'Festival Ganja Talks' })
    await carousel.getByRole('button', { name: 'Pausar a rotação automática' }).click()
    const active = carousel.locator('[data-active="true"]')
    const showing = (position: number) =>
      carousel.locator(`[data-active="true"][aria-label^="${position} de 5"]`).waitFor()
    await carousel.getByRole('button', { name: 'Próximo slide' }).click()
    await showing(2)
    assert.match((await active.getAttribute('aria-label'))!, /^2 de 5/)
    await carousel.getByRole('button', { name: 'Slide anterior' }).click()
    await showing(1)
    await carousel.getByRole('button', { name: 'Slide anterior' }).click()
    await showing(5)
    assert.match((await active.getAttribute('aria-label'))!, /^5 de 5/)
    await carousel.getByRole('button', { name: 'Ir para o slide 3' }).click()
    await showing(3)
    assert.match((await active.getAttribute('aria-label'))!, /^3 de 5/)
  })

  test('a team member without a photo shows initials', async ({ visit }) => {
    const page = await visit('/')
    await page.getByLabel('Rafael Mendes').first().waitFor()
    await page.assertTextContains('#time', 'RM')
  })
})
