import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { hydrated } from '../helpers.js'
import { createCourse } from '../../functional/catalog/helpers.js'

/*
| The course page's tab list (the WAI-ARIA tabs pattern, drawn without Radix)
| and its panels that load on demand: a page opened on such a tab keeps the
| server's HTML while its code arrives, with no hydration error.
*/
test.group('Course page tabs: keyboard and panels on demand', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page opened on Avaliações hydrates cleanly; arrows, Home and End move and open tabs', async ({
    visit,
    browserContext,
    assert,
  }) => {
    /* React's hydration errors and any exception; not Vite's dev-server socket. */
    const viteClient = (text: string) =>
      text.includes('[vite]') ||
      text.includes('WebSocket') ||
      text.includes('Outdated Optimize Dep')
    const errors: string[] = []
    browserContext.on('console', (message) => {
      if (message.type() === 'error' && !viteClient(message.text())) errors.push(message.text())
    })
    browserContext.on('weberror', (error) => {
      if (!viteClient(error.error().message)) errors.push(error.error().message)
    })
    const { course } = await createCourse({
      tabs: ['conteudo', 'objetivos', 'avaliacoes'],
      objectives: ['Dominar o VPD'],
    })

    const page = await hydrated(await visit(`/cursos/${course.slug}?aba=avaliacoes`))
    const panel = page.getByRole('tabpanel', { name: 'Avaliações' })
    await panel.getByText('Este curso ainda não tem avaliações.', { exact: false }).waitFor()

    /* One tab stop: the open tab. */
    await page.assertElementsCount('[role="tab"][tabindex="0"]', 1)
    await page.getByRole('tab', { name: 'Avaliações', selected: true }).waitFor()

    await page.getByRole('tab', { name: 'Avaliações' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tabpanel', { name: 'Conteúdo' }).getByText('Módulo 1').waitFor()
    await page.waitForURL(`**/cursos/${course.slug}?aba=conteudo`)

    await page.keyboard.press('End')
    await page.getByRole('tabpanel', { name: 'Avaliações' }).waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.getByRole('tabpanel', { name: 'Objetivos' }).getByText('Dominar o VPD').waitFor()
    assert.equal(await page.locator('[role="tab"]:focus').textContent(), 'Objetivos')

    await page.keyboard.press('Home')
    await page.getByRole('tabpanel', { name: 'Conteúdo' }).waitFor()
    await page.assertElementsCount('[role="tabpanel"]:visible', 1)

    /* Tab leaves the list for the open panel. */
    await page.keyboard.press('Tab')
    assert.equal(
      await page.locator('[role="tabpanel"]:focus').getAttribute('aria-labelledby'),
      await page.getByRole('tab', { name: 'Conteúdo' }).getAttribute('id')
    )
    assert.deepEqual(errors, [])
  })
})
