import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import LessonProgress from '#models/lesson_progress'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { DEMO_MEDIA_ROOT } from '#database/seeding/demo_media'
import { publicUrlOf } from '#services/admin/storage_urls'
import { premiumLearner } from '#tests/helpers/premium'
import { hydrated, lessonBadge } from './helpers.js'

/** A committed 30-second demo video (its captions end at 0:30). */
const SHORT_VIDEO = 'course-videos/demo/analise-terpenos-ia/aula-03.webm'

async function shortVideoLesson() {
  if (!(await drive.use().exists(SHORT_VIDEO))) {
    await drive.use().put(SHORT_VIDEO, await readFile(`${DEMO_MEDIA_ROOT}/${SHORT_VIDEO}`), {
      contentType: 'video/webm',
    })
  }
  const course = await CourseFactory.create()
  const lesson = await LessonFactory.merge({
    courseId: course.id,
    title: 'Terpenos: mirceno e limoneno',
    lessonType: 'video',
    videoUrl: await publicUrlOf(SHORT_VIDEO),
    mediaSeconds: 30,
    orderIndex: 1,
  }).create()
  return { course, lesson }
}

test.group('Earned completion in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a video lesson is completed by playing it: the button waits, with its reason, until the end', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course, lesson } = await shortVideoLesson()
    const user = await premiumLearner()
    await browserContext.loginAs(user)
    const page = await hydrated(await visit(`/cursos/${course.slug}/aula/1`))

    const markDone = page.getByRole('button', { name: 'Marcar como Concluída' })
    await lessonBadge(page, 'Em andamento').waitFor()
    assert.equal(await markDone.getAttribute('aria-disabled'), 'true')
    await page
      .getByText('Assista a pelo menos 90% do vídeo para concluir esta aula (você assistiu 0%).')
      .waitFor()
    /* A disabled control for the browser too (aria-disabled): pressing it anyway changes nothing. */
    assert.isTrue(await markDone.isDisabled())
    await markDone.click({ force: true })
    await lessonBadge(page, 'Em andamento').waitFor()

    /* The learner plays it at 2× (muted: a page may start playback without a gesture). */
    await page.getByLabel('Velocidade').selectOption('2')
    const video = page.getByTestId('lesson-video')
    await video.evaluate((element: any) => {
      element.muted = true
      return element.play()
    })
    /* The watched share grows as the player's reports come back. */
    await page.getByText(/você assistiu [1-8]\d%/).waitFor({ timeout: 30_000 })

    /* At the end the last report says it was watched, and the lesson completes. */
    await lessonBadge(page, 'Concluída').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Desmarcar conclusão' }).waitFor()
    const progress = await LessonProgress.findByOrFail({ userId: user.id, lessonId: lesson.id })
    assert.equal(progress.completedBy, 'watched')
    assert.isAtLeast(progress.watchedSeconds, 27)
  })

  test('a reading lesson counts down its minimum time on the page, then can be completed', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await CourseFactory.create()
    /* 20 words: 6 s of reading at 200 words a minute. */
    const lesson = await LessonFactory.merge({
      courseId: course.id,
      title: 'Leitura curta',
      lessonType: 'text',
      orderIndex: 1,
      content: Array.from({ length: 20 }, (_, index) => `palavra${index}`).join(' '),
    }).create()
    const user = await premiumLearner()
    await browserContext.loginAs(user)
    const page = await hydrated(await visit(`/cursos/${course.slug}/aula/1`))

    const markDone = page.getByRole('button', { name: 'Marcar como Concluída' })
    assert.equal(await markDone.getAttribute('aria-disabled'), 'true')
    await page.getByText(/Continue lendo: a conclusão libera em 0:0[1-6]\./).waitFor()

    /* When it reaches zero the time is reported at once and the server enables the button. */
    await page
      .locator('button[aria-disabled="false"]', { hasText: 'Marcar como Concluída' })
      .waitFor({ timeout: 20_000 })
    await markDone.click()
    await lessonBadge(page, 'Concluída').waitFor()
    const progress = await LessonProgress.findByOrFail({ userId: user.id, lessonId: lesson.id })
    assert.equal(progress.completedBy, 'read')
  })
})
