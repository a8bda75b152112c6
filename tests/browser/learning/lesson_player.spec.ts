import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LessonProgress from '#models/lesson_progress'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { lessonBadge } from '../helpers.js'

async function videoLesson() {
  const course = await CourseFactory.create()
  /* No video yet, so no known length: the simulated player runs its default 12 minutes. */
  const lesson = await LessonFactory.merge({
    courseId: course.id,
    title: 'Iluminação: PPFD e DLI',
    lessonType: 'video',
    orderIndex: 1,
    content: '## Resumo\n\nPPFD mede fótons por segundo.',
  }).create()
  const user = await premiumLearner()
  return { course, lesson, user }
}

test.group('Lesson page in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the simulated player of a video not published yet plays to the end but completes nothing', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course, lesson, user } = await videoLesson()
    await browserContext.loginAs(user)
    const page = await visit(`/cursos/${course.slug}/aula/1`)

    await lessonBadge(page, 'Em andamento').waitFor()
    const seekBar = page.getByRole('slider', { name: 'Posição do vídeo' })
    await seekBar.focus()
    /* Seek to 11:56 with the keyboard (End, then four steps back), then let it play the last seconds. */
    await page.keyboard.press('End')
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft')
    await page.getByText('11:56 / 12:00').waitFor()
    await page.getByRole('button', { name: 'Reproduzir' }).click()
    await page.getByRole('button', { name: 'Pausar' }).waitFor()
    await page.getByText('12:00 / 12:00').waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Reproduzir' }).waitFor()

    /* Nothing was really watched: the lesson waits for its video. */
    await lessonBadge(page, 'Em andamento').waitFor()
    await page
      .getByText(
        'O vídeo desta aula ainda não foi publicado: a conclusão será liberada quando ele estiver disponível.'
      )
      .waitFor()
    assert.isTrue(await page.getByRole('button', { name: 'Marcar como Concluída' }).isDisabled())
    const progress = await LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
    assert.isNull(progress?.completedAt ?? null)
  })

  test('the learner marks a reading lesson as complete by hand once read, and takes it back', async ({
    visit,
    browserContext,
  }) => {
    const { course, user } = await videoLesson()
    /* A short text: two seconds on the page. */
    await LessonFactory.merge({
      courseId: course.id,
      title: 'Resumo: PPFD e DLI',
      lessonType: 'text',
      orderIndex: 2,
    }).create()
    await browserContext.loginAs(user)
    const page = await visit(`/cursos/${course.slug}/aula/2`)

    await page
      .locator('button[aria-disabled="false"]', { hasText: 'Marcar como Concluída' })
      .waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Marcar como Concluída' }).click()
    await lessonBadge(page, 'Concluída').waitFor()
    await page.getByText('Curso: 50% (1 de 2 aulas)').waitFor()
    await page.getByRole('button', { name: 'Desmarcar conclusão' }).click()
    await lessonBadge(page, 'Em andamento').waitFor()
  })

  test('notes autosave with a Salvo indicator and come back after a reload', async ({
    visit,
    browserContext,
  }) => {
    const { course, user } = await videoLesson()
    await browserContext.loginAs(user)
    const page = await visit(`/cursos/${course.slug}/aula/1`)

    await page.getByRole('tab', { name: 'Sobre a Aula' }).click()
    await page.getByLabel('Minhas anotações').fill('DLI = PPFD × horas × 0,0036')
    await page.getByText('Salvo', { exact: true }).waitFor()

    await page.reload()
    await page.getByRole('tab', { name: 'Sobre a Aula' }).click()
    const value = await page.getByLabel('Minhas anotações').inputValue()
    if (value !== 'DLI = PPFD × horas × 0,0036') throw new Error(`notes not restored: ${value}`)
  })

  test('a visitor sees the lesson and a call to sign in instead of the content', async ({
    visit,
  }) => {
    const { course } = await videoLesson()
    const page = await visit(`/cursos/${course.slug}/aula/1`)
    await page.getByRole('heading', { name: 'Iluminação: PPFD e DLI' }).waitFor()
    await page.getByText('Entre para assistir a esta aula').waitFor()
    await page.getByRole('link', { name: 'Entrar ou criar conta' }).waitFor()
    await page.assertNotExists('text=Posição do vídeo')
  })
})
