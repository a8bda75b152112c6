import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LessonProgress from '#models/lesson_progress'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { lessonBadge } from './helpers.js'

async function videoLesson() {
  const course = await CourseFactory.create()
  /* One minute of simulated video: the player's length follows the lesson's duration. */
  const lesson = await LessonFactory.merge({
    courseId: course.id,
    title: 'Iluminação: PPFD e DLI',
    lessonType: 'video',
    durationMinutes: 1,
    orderIndex: 1,
    content: '## Resumo\n\nPPFD mede fótons por segundo.',
  }).create()
  const user = await premiumLearner()
  return { course, lesson, user }
}

test.group('Lesson page in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('watching the simulated player to the end marks the lesson Concluída', async ({
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
    /* Seek to 0:56 with the keyboard (PageUp jumps 10 s), then let it play the last seconds. */
    for (let i = 0; i < 5; i++) await page.keyboard.press('PageUp')
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight')
    await page.getByText('0:56 / 1:00').waitFor()
    await page.getByRole('button', { name: 'Reproduzir' }).click()
    await page.getByRole('button', { name: 'Pausar' }).waitFor()

    await lessonBadge(page, 'Concluída').waitFor({ timeout: 15_000 })
    await page.getByText('1:00 / 1:00').waitFor()
    const progress = await LessonProgress.findByOrFail({ userId: user.id, lessonId: lesson.id })
    assert.isNotNull(progress.completedAt)
    await page.getByRole('button', { name: 'Desmarcar conclusão' }).waitFor()
  })

  test('the learner marks a lesson as complete by hand and takes it back', async ({
    visit,
    browserContext,
  }) => {
    const { course, user } = await videoLesson()
    await browserContext.loginAs(user)
    const page = await visit(`/cursos/${course.slug}/aula/1`)

    await page.getByRole('button', { name: 'Marcar como Concluída' }).click()
    await lessonBadge(page, 'Concluída').waitFor()
    await page.getByText('Curso: 100% (1 de 1 aulas)').waitFor()
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
