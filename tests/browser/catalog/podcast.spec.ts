import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { hydrated } from '../helpers.js'
import { podcastCourse } from '../../functional/catalog/podcast/helpers.js'

test.group('Podcast in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"Carregar Mais Episódios" appends the older episodes, focuses the first and disappears at the end', async ({
    visit,
    assert,
  }) => {
    const { episodes } = await podcastCourse(26, {
      since: new Date('2025-03-03T12:00:00Z'),
      title: 'Podcast de Cultivo',
    })
    const [newest, firstOlder, oldest] = [episodes[0], episodes[20], episodes[25]]

    const page = await hydrated(await visit('/podcast'))
    const items = page.getByTestId('podcast-episodes').getByRole('listitem')
    await page.getByText(newest.title, { exact: true }).waitFor()
    await page.assertElementsCount(items, 20)
    await page.assertNotExists(page.getByText(oldest.title, { exact: true }))

    const loadMore = page.getByRole('link', { name: 'Carregar Mais Episódios' })
    assert.equal(await loadMore.getAttribute('href'), '/podcast?pagina=2')
    await loadMore.click()

    await page.getByText(oldest.title, { exact: true }).waitFor()
    await page.assertElementsCount(items, 26)
    /* Newest first, the older ones after: the list reads on from where it stopped. */
    await page.assertTextContains(items.nth(0), newest.title)
    await page.assertTextContains(items.nth(20), firstOlder.title)
    /* Keyboard users land on the first episode that arrived, which links to its lesson. */
    const arrived = items.nth(20).getByRole('link')
    const target = await arrived.elementHandle()
    await page.waitForFunction(
      (element) => (globalThis as any).document.activeElement === element,
      target
    )
    assert.equal(
      await arrived.getAttribute('href'),
      `/cursos/${firstOlder.courseSlug}/aula/${firstOlder.position}`
    )
    await page.assertNotExists(loadMore)
    await page.assertPath('/podcast')
  })

  test('without JavaScript the next page is a real link that opens the older episodes', async ({
    browserContext,
    assert,
  }) => {
    const { episodes } = await podcastCourse(22, { since: new Date('2025-03-03T12:00:00Z') })
    const context = await browserContext.browser()!.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`http://${process.env.HOST}:${process.env.PORT}/podcast`)
      await page.getByText(episodes[0].title, { exact: true }).waitFor()
      await page.getByRole('link', { name: 'Carregar Mais Episódios' }).click()
      await page.getByText(episodes[21].title, { exact: true }).waitFor()
      assert.equal(new URL(page.url()).search, '?pagina=2')
      await page.getByRole('link', { name: 'Episódios mais recentes' }).click()
      await page.getByText(episodes[0].title, { exact: true }).waitFor()
      assert.equal(new URL(page.url()).pathname, '/podcast')
    } finally {
      await context.close()
    }
  })
})
