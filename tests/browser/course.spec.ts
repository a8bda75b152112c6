import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { hydrated, toastWith } from './helpers.js'
import CourseReview from '#models/course_review'
import CourseFavorite from '#models/course_favorite'
import { completeLessons, createCourse, createLearner } from '../functional/catalog/helpers.js'

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
    /* The draft lesson is announced but cannot be opened. */
    await page.getByText('Em breve').waitFor()
    await page.assertNotExists(page.getByRole('link', { name: /Sensores e IoT/ }))

    await page.getByRole('link', { name: /2\. Iluminação/ }).click()
    await page.waitForURL(`**/cursos/${course.slug}/aula/2`)
    await page.getByRole('heading', { name: 'Iluminação' }).waitFor()
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
