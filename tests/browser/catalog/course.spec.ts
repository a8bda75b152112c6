import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { hydrated, toastWith } from '../helpers.js'
import CourseReview from '#models/course_review'
import CourseFavorite from '#models/course_favorite'
import {
  completeLessons,
  createCourse,
  createLargeCourse,
  createLearner,
} from '../../functional/catalog/helpers.js'

test.group('Course page in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('open a course from the catalogue, then a lesson from the Conteúdo tab', async ({
    visit,
  }) => {
    const { course } = await createCourse(
      {
        title: 'Cultivo Indoor Avançado',
        tabs: ['conteudo', 'progresso', 'simulador', 'mentor', 'objetivos', 'quiz'],
      },
      {
        modules: [2, 2],
        draftLessons: 1,
        lessonTitles: ['Planejamento', 'Iluminação', 'Clima', 'Sensores e IoT'],
      }
    )

    const page = await hydrated(await visit('/cursos'))
    await page.getByRole('link', { name: 'Começar Curso' }).first().click()
    await page.waitForURL(`**/cursos/${course.slug}`)
    await page.getByRole('heading', { level: 1, name: 'Cultivo Indoor Avançado' }).waitFor()

    await page.assertElementsText('[role="tab"]', [
      'Conteúdo',
      'Progresso',
      'Simulador',
      'Mentor IA',
      'Objetivos',
      'Quiz Educativo',
    ])
    /* The first module is open; the second lists its lessons once opened (loaded then). */
    const second = page.getByRole('button', { name: 'Módulo 2: Módulo 2' })
    await page.getByRole('button', { name: 'Módulo 1: Módulo 1', expanded: true }).waitFor()
    await page.getByRole('button', { name: 'Módulo 2: Módulo 2', expanded: false }).waitFor()
    await page.assertNotExists(page.getByRole('link', { name: /3\. Clima/ }))
    await second.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: /3\. Clima/ }).waitFor()
    await page.getByRole('button', { name: 'Módulo 2: Módulo 2', expanded: true }).waitFor()
    /* The draft lesson is announced but cannot be opened. */
    await page.getByText('Em breve').waitFor()
    await page.assertNotExists(page.getByRole('link', { name: /Sensores e IoT/ }))
    /* Closed again, its lessons are hidden. */
    await second.click()
    await page.getByRole('link', { name: /3\. Clima/ }).waitFor({ state: 'hidden' })

    await page.getByRole('link', { name: /2\. Iluminação/ }).click()
    await page.waitForURL(`**/cursos/${course.slug}/aula/2`)
    await page.getByRole('heading', { name: 'Iluminação' }).waitFor()
  })

  test('a long course lists its first modules and lessons, and the rest when asked for', async ({
    visit,
  }) => {
    const { course } = await createLargeCourse(
      { title: 'Curso Extenso', tabs: ['conteudo', 'objetivos'] },
      { modules: [14, ...Array.from({ length: 11 }, () => 1)] }
    )

    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.getByRole('link', { name: /12\. Aula 12/ }).waitFor()
    await page.assertNotExists(page.getByRole('link', { name: /13\. Aula 13/ }))
    await page.assertNotExists(page.getByRole('heading', { name: 'Módulo 12: Módulo 12' }))

    /* The rest of the open module: the keyboard lands on the first lesson that arrived. */
    await page.getByRole('button', { name: 'Mostrar todas as 14 aulas' }).click()
    const thirteenth = page.getByRole('link', { name: /13\. Aula 13/ })
    await thirteenth.waitFor()
    await page.getByRole('link', { name: /14\. Aula 14/ }).waitFor()
    await page.waitForFunction(
      () => (globalThis as any).document.activeElement?.textContent?.includes('13. Aula 13'),
      undefined,
      { timeout: 5_000 }
    )

    /* The rest of the modules, then a lesson of the last one. */
    await page.getByRole('button', { name: 'Mostrar todos os 12 módulos' }).click()
    const last = page.getByRole('button', { name: 'Módulo 12: Módulo 12' })
    await last.waitFor()
    await last.click()
    await page.getByRole('link', { name: /25\. Aula 25/ }).click()
    await page.waitForURL(`**/cursos/${course.slug}/aula/25`)
  })

  test('a module on its way says so, and one that could not load can be asked again', async ({
    visit,
  }) => {
    const { course } = await createCourse(
      { tabs: ['conteudo', 'objetivos'] },
      { modules: [1, 2], lessonTitles: ['Planejamento', 'Iluminação', 'Clima'] }
    )
    const page = await hydrated(await visit(`/cursos/${course.slug}`))

    /* The first answer is held, then the connection drops: the learner sees both states. */
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/modulo=/, async (route) => {
      await held
      await route.abort()
    })
    await page.getByRole('button', { name: 'Módulo 2: Módulo 2' }).click()
    await page.getByRole('status').getByText('Carregando aulas...').waitFor()
    release()
    await page.getByText('Não foi possível carregar as aulas deste módulo.').waitFor()

    await page.unroute(/modulo=/)
    await page.getByRole('button', { name: 'Tentar de novo' }).click()
    await page.getByRole('link', { name: /3\. Clima/ }).waitFor()
    await page.assertNotExists(page.getByText('Não foi possível carregar as aulas deste módulo.'))
  })

  test('tabs switch with the keyboard and the open tab is kept in the URL', async ({ visit }) => {
    const { course } = await createCourse({
      tabs: ['conteudo', 'mentor', 'objetivos'],
      objectives: ['Dominar o VPD'],
    })

    const page = await hydrated(await visit(`/cursos/${course.slug}?aba=objetivos`))
    await page.getByText('Dominar o VPD').waitFor()

    await page.getByRole('tab', { name: 'Objetivos' }).focus()
    await page.keyboard.press('ArrowLeft')
    await page
      .getByRole('tabpanel')
      .getByText('Entre na sua conta para conversar com o mentor deste curso.')
      .waitFor()
    await page.waitForURL(`**/cursos/${course.slug}?aba=mentor`)
  })

  test('a learner who started the course posts a review and sees the average change', async ({
    visit,
    browserContext,
  }) => {
    const { course, lessons } = await createCourse(
      {
        title: 'Regulamentação e Compliance',
        tabs: ['conteudo', 'avaliacoes'],
      },
      { modules: [2] }
    )
    await CourseReview.create({
      courseId: course.id,
      userId: null,
      authorName: 'Ricardo Alves',
      rating: 5,
      comment: 'Excelente.',
    })
    const learner = await createLearner()
    await completeLessons(learner, course, lessons.slice(0, 1))
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit(`/cursos/${course.slug}?aba=avaliacoes`))
    await page.assertText('[data-testid="reviews-count"]', '1 avaliação')

    /* Submitting without a comment shows the pt-BR error next to the field and keeps the stars. */
    await page.locator('input[name="rating"][value="3"]:enabled').waitFor({ state: 'attached' })
    await page.locator('label', { has: page.getByRole('radio', { name: '3 estrelas' }) }).click()
    await page.getByRole('button', { name: 'Publicar Avaliação' }).click()
    await page.getByText('Escreva um comentário sobre o curso.').waitFor()
    await page.assertChecked(page.getByRole('radio', { name: '3 estrelas' }))

    await page
      .getByLabel('Comentário')
      .fill('Didática clara, mas gostaria de mais estudos de caso.')
    await page.getByRole('button', { name: 'Publicar Avaliação' }).click()
    await toastWith(page, 'Avaliação publicada!').waitFor()
    await page.getByText('Didática clara, mas gostaria de mais estudos de caso.').waitFor()
    await page.assertText('[data-testid="reviews-count"]', '2 avaliações')
    await page.assertText('[data-testid="reviews-average"]', '4,0')
    await page.getByText('Sua avaliação').waitFor()

    /* Editing the review. */
    await page.getByRole('button', { name: 'Editar avaliação' }).click()
    await page.locator('input[name="rating"][value="5"]:enabled').waitFor({ state: 'attached' })
    await page.locator('label', { has: page.getByRole('radio', { name: '5 estrelas' }) }).click()
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await toastWith(page, 'Avaliação atualizada!').waitFor()
    await page.assertText('[data-testid="reviews-average"]', '5,0')
  })

  test('favourite is stored for the learner; a visitor is sent to /auth', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course } = await createCourse()

    const visitorPage = await hydrated(await visit(`/cursos/${course.slug}`))
    await visitorPage.getByRole('link', { name: 'Entre para favoritar este curso' }).click()
    await visitorPage.waitForURL('**/auth')

    const learner = await createLearner()
    await browserContext.loginAs(learner)
    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.getByRole('button', { name: 'Favoritar' }).click()
    await toastWith(page, 'Curso adicionado aos favoritos').waitFor()
    await page.getByRole('button', { name: 'Nos favoritos', pressed: true }).waitFor()
    assert.lengthOf(await CourseFavorite.query().where('user_id', learner.id), 1)
  })

  test('share copies the course link and says so when the device has no share sheet', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course } = await createCourse()
    await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'])

    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.evaluate(
      `Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })`
    )
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    await toastWith(page, 'Link copiado!').waitFor()
    const copied = String(await page.evaluate('navigator.clipboard.readText()'))
    assert.isTrue(copied.endsWith(`/cursos/${course.slug}`))
  })
})
