import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { hydrated } from '../helpers.js'
import { createCourse } from '../../functional/catalog/helpers.js'

test.group('Course catalogue in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('choosing a category filters the cards, updates the URL and the back button restores it', async ({
    visit,
    assert,
  }) => {
    await createCourse({ title: 'Cultivo Indoor Avançado', category: 'cultivo' })
    await createCourse({ title: 'Fundamentos com IA', category: 'ai' })
    await createCourse({ title: 'Análise de Terpenos', category: 'science' })

    const page = await hydrated(await visit('/cursos'))
    await page.getByText('3 curso(s) encontrado(s)').waitFor()

    await page.getByRole('button', { name: /^Cultivo\s*1$/ }).click()
    await page.getByText('1 curso(s) encontrado(s)').waitFor()
    await page.assertQueryString({ categoria: 'cultivo' })
    await page.assertElementsCount('[data-testid="course-card"]', 1)
    await page.assertTextContains('[data-testid="course-card"]', 'Cultivo Indoor Avançado')

    await page.goBack()
    await page.getByText('3 curso(s) encontrado(s)').waitFor()
    assert.equal(new URL(page.url()).search, '')
  })

  test('the search box finds courses without accents and the result can be shared', async ({
    visit,
  }) => {
    await createCourse({ title: 'Farmacologia Canabinóide', category: 'science' })
    await createCourse({ title: 'Business Plan', category: 'business' })

    const page = await hydrated(await visit('/cursos'))
    const search = page.getByRole('searchbox', { name: 'Buscar cursos' })
    await search.fill('canabinoide')
    await search.press('Enter')

    await page.getByText('1 curso(s) encontrado(s)').waitFor()
    await page.assertQueryString({ q: 'canabinoide' })
    await page.assertTextContains('[data-testid="course-card"]', 'Farmacologia Canabinóide')

    /* The same URL opened fresh shows the same result. */
    const shared = await hydrated(await visit('/cursos?q=canabinoide'))
    await shared.getByText('1 curso(s) encontrado(s)').waitFor()
    await shared.assertInputValue('#catalog-search', 'canabinoide')

    await search.fill('astronomia')
    await search.press('Enter')
    await page.getByText('Nenhum curso encontrado').waitFor()
  })

  test('advanced filters narrow by level and duration', async ({ visit }) => {
    await createCourse(
      { title: 'Curso curto iniciante', level: 'beginner' },
      { lessonSeconds: 5 * 60 }
    )
    await createCourse(
      { title: 'Curso longo avançado', level: 'advanced' },
      { lessonSeconds: 40 * 60 }
    )

    const page = await hydrated(await visit('/cursos'))
    await page.getByRole('button', { name: 'Filtros Avançados' }).click()
    await page.getByRole('radio', { name: 'Avançado' }).click()
    await page.getByText('1 curso(s) encontrado(s)').waitFor()
    await page.assertQueryString({ nivel: 'advanced' })
    await page.assertTextContains('[data-testid="course-card"]', 'Curso longo avançado')

    await page.getByRole('radio', { name: 'Até 15 minutos' }).click()
    await page.getByText('Nenhum curso encontrado').waitFor()
    await page.assertQueryString({ nivel: 'advanced', duracao: 'curta' })
  })

  test('"Carregar Mais Cursos" appends the next 12 and disappears at the end', async ({
    visit,
  }) => {
    for (let i = 1; i <= 14; i++) await createCourse({ title: `Curso número ${i}` })

    const page = await hydrated(await visit('/cursos'))
    await page.assertElementsCount('[data-testid="course-card"]', 12)
    await page.getByRole('button', { name: 'Carregar Mais Cursos' }).click()
    await page.locator('[data-testid="course-card"]').nth(13).waitFor()
    await page.assertElementsCount('[data-testid="course-card"]', 14)
    await page.assertNotExists(page.getByRole('button', { name: 'Carregar Mais Cursos' }))
    await page.assertPath('/cursos')
  })

  test('the preview dialog opens and closes from the keyboard, trapping and restoring focus', async ({
    visit,
    assert,
  }) => {
    const { course } = await createCourse({
      title: 'Cultivo Indoor Avançado',
      learningPath: ['Planejamento do grow room'],
      outcomes: ['Colheitas consistentes'],
      mentorName: 'Prof. Verde IA',
    })

    const page = await hydrated(await visit('/cursos'))
    const trigger = page.getByRole('button', { name: 'Prévia: Cultivo Indoor Avançado' })
    await trigger.focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Cultivo Indoor Avançado' })
    await dialog.waitFor()
    for (const text of [
      'Assistir Prévia',
      'Trilha de aprendizagem',
      'Planejamento do grow room',
      'Resultados esperados',
      'Colheitas consistentes',
      'Módulos',
      'Duração',
      /* Two 10-minute lessons. */
      '20 min',
      'Alunos',
      'Avaliação',
      'Prof. Verde IA',
      'Começar Curso Agora',
      'Fechar Prévia',
    ]) {
      await dialog.getByText(text, { exact: true }).first().waitFor()
    }

    /* Focus stays inside the dialog while tabbing. */
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      assert.isTrue(
        await dialog.evaluate((node: any) => node.contains(node.ownerDocument.activeElement))
      )
    }

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    /* Radix hands focus back to the trigger just after the dialog unmounts. */
    /* A function predicate: a string one is eval'ed on each poll, which the page's CSP refuses. */
    await page.waitForFunction(
      () =>
        (globalThis as any).document.activeElement?.getAttribute('aria-label') ===
        'Prévia: Cultivo Indoor Avançado',
      undefined,
      { timeout: 5_000 }
    )

    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Fechar Prévia' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await trigger.click()
    await dialog.getByRole('link', { name: 'Começar Curso Agora' }).click()
    await page.waitForURL(`**/cursos/${course.slug}`)
  })

  test("'Assistir Prévia' plays the course's preview video", async ({ visit }) => {
    await createCourse({ title: 'Curso com vídeo', previewVideoUrl: '/videos/preview.mp4' })
    await createCourse({ title: 'Curso sem vídeo' })

    const page = await hydrated(await visit('/cursos'))
    await page.getByRole('button', { name: 'Prévia: Curso com vídeo' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Assistir Prévia' }).click()
    await page.assertExists('[data-testid="preview-video"][src="/videos/preview.mp4"]')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Prévia: Curso sem vídeo' }).click()
    await page.assertDisabled(
      page.getByRole('dialog').getByRole('button', { name: 'Assistir Prévia' })
    )
    await page.getByRole('dialog').getByText('Este curso ainda não tem vídeo de prévia.').waitFor()
  })
})
