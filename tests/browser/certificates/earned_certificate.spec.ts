import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Certificate from '#models/certificate'
import LessonProgress from '#models/lesson_progress'
import QuizQuestion from '#models/quiz_question'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { publicUrlOf } from '#services/admin/storage_urls'
import { courseDurationSeconds } from '#services/catalog/course_duration'
import learningActivity from '#services/learning/learning_activity_buffer'
import { premiumLearner } from '#tests/helpers/premium'
import { formatDuration } from '#domain/catalog/lesson_duration'
import { answerLessonQuiz, hydrated, lessonBadge } from '../helpers.js'

/** The short test video (7.5 s, 8 s once rounded as an upload's length is) in the lesson-video bucket. */
const SHORT_VIDEO = 'course-videos/test/aula-curta.webm'
const VIDEO_SECONDS = 8

/** A course of three lessons, one per rule: a short video, a 20-word reading, a final exam. */
async function courseToEarn() {
  if (!(await drive.use().exists(SHORT_VIDEO))) {
    const file = new URL('../../fixtures/media/aula-curta.webm', import.meta.url)
    await drive.use().put(SHORT_VIDEO, await readFile(file), { contentType: 'video/webm' })
  }
  const course = await CourseFactory.merge({
    title: 'Terpenos na prática',
    tabs: ['conteudo', 'progresso', 'certificado'],
  }).create()
  await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 1,
    title: 'Mirceno e limoneno',
    lessonType: 'video',
    videoUrl: await publicUrlOf(SHORT_VIDEO),
    mediaSeconds: VIDEO_SECONDS,
  }).create()
  await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 2,
    title: 'Leitura: o que é um quimiotipo',
    lessonType: 'text',
    content: Array.from({ length: 20 }, (_, index) => `palavra${index}`).join(' '),
  }).create()
  await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 3,
    title: 'Avaliação final',
    lessonType: 'exam',
  }).create()
  const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
    .with('questions', 5)
    .create()
  const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
  return { course, questions }
}

test.group('Earning a certificate in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('clicking through earns nothing; playing, reading and passing earn the certificate with the time really spent', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course, questions } = await courseToEarn()
    const user = await premiumLearner({ fullName: 'Marina Costa' })
    await browserContext.loginAs(user)

    /* Clicking through: every 'Marcar como Concluída' waits for its rule, with the reason next to it. */
    const reasons = [
      'Assista a pelo menos 90% do vídeo para concluir esta aula (você assistiu 0%).',
      /Continue lendo: a conclusão libera em 0:0[1-6]\./,
    ]
    for (const [index, reason] of reasons.entries()) {
      const page = await hydrated(await visit(`/cursos/${course.slug}/aula/${index + 1}`))
      const markDone = page.getByRole('button', { name: 'Marcar como Concluída' })
      assert.equal(await markDone.getAttribute('aria-disabled'), 'true')
      await page.getByText(reason).waitFor()
      /* A disabled control for the browser too (aria-disabled): pressing it anyway changes nothing. */
      assert.isTrue(await markDone.isDisabled())
      await markDone.click({ force: true })
      await lessonBadge(page, 'Em andamento').waitFor()
      await page.close()
    }
    const clicked = await hydrated(await visit(`/cursos/${course.slug}?aba=certificado`))
    const requirements = clicked.getByTestId('certificate-requirements')
    await requirements.getByText('Aulas concluídas: 0 de 3').waitFor()
    assert.equal(await clicked.getByTestId('certificate-learner').count(), 0)
    await clicked.close()
    await learningActivity.flush()
    assert.isNull(await Certificate.query().where('user_id', user.id).first())

    /* The video, played to the end (at 2×, muted so it may start without a gesture): it completes when it ends. */
    const video = await hydrated(await visit(`/cursos/${course.slug}/aula/1`))
    await video.getByLabel('Velocidade').selectOption('2')
    await video.getByTestId('lesson-video').evaluate((element: any) => {
      element.muted = true
      return element.play()
    })
    /* The watched share grows as the player's reports come back; at the end the lesson completes. */
    await lessonBadge(video, 'Concluída').waitFor({ timeout: 30_000 })
    await video.getByRole('button', { name: 'Desmarcar conclusão' }).waitFor()
    await video.close()

    /* The reading: its minimum time passes on the page, then the button completes it. */
    const reading = await hydrated(await visit(`/cursos/${course.slug}/aula/2`))
    await reading
      .locator('button[aria-disabled="false"]', { hasText: 'Marcar como Concluída' })
      .waitFor({ timeout: 30_000 })
    await reading.getByRole('button', { name: 'Marcar como Concluída' }).click()
    await lessonBadge(reading, 'Concluída').waitFor()
    await reading.close()

    /* The final exam, passed with every answer right. */
    const exam = await hydrated(await visit(`/cursos/${course.slug}/aula/3`))
    await exam.getByRole('button', { name: 'Iniciar Quiz' }).click()
    await answerLessonQuiz(exam, questions, questions.length)
    await exam.getByText('Você acertou 5 de 5 perguntas (100%).').waitFor()
    await lessonBadge(exam, 'Concluída').waitFor()
    await exam.close()

    const progress = await LessonProgress.query()
      .where('user_id', user.id)
      .preload('lesson')
      .orderBy('lesson_id')
    assert.deepEqual(
      progress.map((row) => [row.lesson.title, row.completedBy]),
      [
        ['Mirceno e limoneno', 'watched'],
        ['Leitura: o que é um quimiotipo', 'read'],
        ['Avaliação final', 'passed'],
      ]
    )
    assert.isAtLeast(progress[0].watchedSeconds, 0.9 * VIDEO_SECONDS)

    /* The certificate records what was really done. */
    const earned = await hydrated(await visit(`/cursos/${course.slug}?aba=certificado`))
    await earned.getByRole('heading', { name: 'CERTIFICADO DE CONCLUSÃO', exact: true }).waitFor()
    await earned.getByTestId('certificate-learner').getByText('Marina Costa').waitFor()
    const certificate = await Certificate.query().where('user_id', user.id).firstOrFail()
    await learningActivity.flush()
    const [recorded] = await db
      .from('lesson_progress')
      .join('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .where('lesson_progress.user_id', user.id)
      .where('lessons.course_id', course.id)
      .select(
        db.raw('sum(lesson_progress.seconds_studied)::int as studied'),
        db.raw(
          "sum(case when lessons.lesson_type = 'video' then lesson_progress.seconds_studied else 0 end)::int as played"
        )
      )
    /*
     * Time really spent, as it stood when the exam was passed: the media played
     * (~4 s of wall time at 2×) plus at least the 6 s of reading, never the
     * lessons' lengths (pages left open since then may have added a few seconds).
     */
    assert.isAbove(recorded.played, 0)
    assert.isAtMost(recorded.played, VIDEO_SECONDS)
    assert.isAtLeast(certificate.studySeconds!, recorded.played + 6)
    assert.isAtMost(certificate.studySeconds!, recorded.studied)
    assert.isBelow(certificate.studySeconds!, VIDEO_SECONDS + 6 + 300)
    /* Carga horária: the sum the course page shows (the video + 6 s of reading + the exam's 5 min). */
    const courseSeconds = VIDEO_SECONDS + 6 + 300
    assert.equal(certificate.courseSeconds, await courseDurationSeconds(course.id))
    assert.equal(certificate.courseSeconds, courseSeconds)
    assert.equal(certificate.examPercent, 100)
    await earned.getByText(formatDuration(courseSeconds), { exact: true }).first().waitFor()
    await earned
      .getByText(formatDuration(certificate.studySeconds!), { exact: true })
      .first()
      .waitFor()
    await earned.getByText('100%', { exact: true }).first().waitFor()
  })
})
