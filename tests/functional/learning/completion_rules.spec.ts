import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type Lesson from '#models/lesson'
import type User from '#models/user'
import LessonProgress from '#models/lesson_progress'
import QuizQuestion from '#models/quiz_question'
import MemberPointsService from '#services/community/member_points_service'
import learningActivity from '#services/learning/learning_activity_buffer'
import LearningProgressService from '#services/learning/learning_progress_service'
import { CompletionRefused } from '#exceptions/completion_refused'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { letTimePass } from '#tests/helpers/earned_progress'
import { isMediaLesson } from '#domain/catalog/lesson_duration'
import { courseWithLessons, learner } from './helpers.js'

/** 400 words: two minutes at 200 words a minute, the minimum time on the page. */
const TWO_MINUTES_OF_TEXT = `## Leitura\n\n${Array.from({ length: 399 }, () => 'canabinoide').join(' ')}`

async function videoLesson(mediaSeconds: number | null, attributes: Partial<Lesson> = {}) {
  const course = await CourseFactory.create()
  const lesson = await LessonFactory.merge({
    courseId: course.id,
    title: 'Aula em vídeo',
    lessonType: 'video',
    videoUrl: '/uploads/videos/aula.webm',
    mediaSeconds,
    ...attributes,
  }).create()
  return { course, lesson }
}

function playbackReport(
  client: ApiClient,
  user: User,
  lesson: Lesson,
  report: { seconds: number; ranges?: [number, number][]; duration?: number }
) {
  return client.post(`/aulas/${lesson.id}/posicao`).json(report).withCsrfToken().loginAs(user)
}

function studyReport(client: ApiClient, user: User, lesson: Lesson, seconds: number) {
  return client.post(`/aulas/${lesson.id}/estudo`).json({ seconds }).withCsrfToken().loginAs(user)
}

function clickComplete(client: ApiClient, user: User, lesson: Lesson) {
  return client.post(`/aulas/${lesson.id}/conclusao`).withCsrfToken().loginAs(user).redirects(0)
}

function toastOf(response: { flashMessages(): Record<string, unknown> }) {
  return response.flashMessages().toast as { title: string; description: string; variant: string }
}

async function progressOf(user: User, lesson: Lesson) {
  await learningActivity.flush()
  return LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
}

test.group('Completion rules: media lessons are watched', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('seeking to the end credits nothing and the lesson cannot be completed', async ({
    client,
    assert,
  }) => {
    const { course, lesson } = await videoLesson(120)
    const user = await learner()

    await playbackReport(client, user, lesson, { seconds: 0 })
    /* The player jumped to the end: no stretch was played, so none is reported. */
    const atEnd = await playbackReport(client, user, lesson, { seconds: 120 })
    atEnd.assertStatus(200)
    assert.equal(atEnd.body().seconds, 120)
    assert.equal(atEnd.body().watchedSeconds, 0)
    assert.equal(atEnd.body().credited, 0)
    assert.isFalse(atEnd.body().completion.met)

    const refused = await clickComplete(client, user, lesson)
    refused.assertStatus(302)
    assert.deepEqual(toastOf(refused), {
      title: 'A aula ainda não pode ser concluída',
      description: 'Assista a pelo menos 90% do vídeo para concluir esta aula (você assistiu 0%).',
      variant: 'destructive',
    })
    const asJson = await client
      .post(`/aulas/${lesson.id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .accept('json')
    asJson.assertStatus(422)
    assert.equal(
      asJson.body().message,
      'Assista a pelo menos 90% do vídeo para concluir esta aula (você assistiu 0%).'
    )

    const progress = await progressOf(user, lesson)
    assert.isNull(progress!.completedAt)
    assert.equal(progress!.secondsStudied, 0)
    const page = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.isFalse(page.inertiaProps.page.progress.completed)
    assert.equal(page.inertiaProps.page.progress.completion.percent, 0)
  })

  test('a claimed stretch longer than the time since the previous report allows is cut', async ({
    client,
    assert,
  }) => {
    const { lesson } = await videoLesson(600)
    const user = await learner()
    /* The first report may cover 5 s; this one claims nothing, so those 5 s go to the next. */
    await playbackReport(client, user, lesson, { seconds: 0 })

    /* Ten seconds later a report claims the whole video: (10 + 5) s at 2× plus 5 s of slack. */
    await letTimePass(user.id, 10)
    const forged = await playbackReport(client, user, lesson, {
      seconds: 600,
      ranges: [[0, 600]],
    })
    assert.isAtLeast(forged.body().watchedSeconds, 35)
    assert.isAtMost(forged.body().watchedSeconds, 36)
    /* Study time never exceeds the time that passed (plus the same slack). */
    assert.isAtMost(forged.body().credited, 15)

    /* Right after, with no time passed: only the slack, whatever is claimed. */
    const again = await playbackReport(client, user, lesson, {
      seconds: 600,
      ranges: [[0, 600]],
    })
    assert.isAtMost(again.body().watchedSeconds - forged.body().watchedSeconds, 6)

    const progress = await progressOf(user, lesson)
    assert.lengthOf(progress!.watchedRanges, 1)
    assert.equal(progress!.watchedRanges[0][0], 0)
    assert.isBelow(progress!.watchedRanges[0][1], 43)
  })

  test('a report held up on its way does not cut the next one: a short video played at 2× completes', async ({
    client,
    assert,
  }) => {
    const { lesson } = await videoLesson(8)
    const user = await learner()
    /* The speed chosen reaches the server late, moments before the report of the end. */
    await playbackReport(client, user, lesson, { seconds: 0 })
    const ended = await playbackReport(client, user, lesson, { seconds: 8, ranges: [[0, 8]] })
    assert.equal(ended.body().watchedSeconds, 8)
    assert.isTrue(ended.body().completion.met)
  })

  test('playing 90 % of the video in honest reports completes it and credits what was played', async ({
    client,
    assert,
  }) => {
    const { course, lesson } = await videoLesson(60)
    const user = await learner()
    const start = await playbackReport(client, user, lesson, { seconds: 0 })
    assert.equal(start.body().credited, 0)

    let answer = start.body()
    for (let stretch = 0; stretch < 5; stretch++) {
      await letTimePass(user.id, 10)
      const from = stretch * 10
      const response = await playbackReport(client, user, lesson, {
        seconds: from + 10,
        ranges: [[from, from + 10]],
      })
      answer = response.body()
      assert.equal(answer.credited, 10)
    }
    assert.equal(answer.watchedSeconds, 50)
    assert.isFalse(answer.completion.met)
    assert.equal(
      answer.completion.reason,
      'Assista a pelo menos 90% do vídeo para concluir esta aula (você assistiu 83%).'
    )
    const early = await clickComplete(client, user, lesson)
    assert.equal(toastOf(early).variant, 'destructive')

    /* Watching a stretch again adds study time, not watched seconds. */
    await letTimePass(user.id, 10)
    const rewatch = await playbackReport(client, user, lesson, { seconds: 50, ranges: [[40, 50]] })
    assert.equal(rewatch.body().watchedSeconds, 50)
    assert.equal(rewatch.body().credited, 10)

    await letTimePass(user.id, 10)
    const last = await playbackReport(client, user, lesson, { seconds: 60, ranges: [[50, 60]] })
    assert.equal(last.body().watchedSeconds, 60)
    assert.isTrue(last.body().completion.met)
    assert.isNull(last.body().completion.reason)

    const done = await clickComplete(client, user, lesson)
    assert.equal(toastOf(done).title, 'Curso concluído!')
    const progress = await progressOf(user, lesson)
    assert.isNotNull(progress!.completedAt)
    assert.equal(progress!.completedBy, 'watched')
    assert.equal(progress!.secondsStudied, 70)
    const entries = await db
      .from('study_time_entries')
      .where({ user_id: user.id, course_id: course.id })
      .sum('seconds as total')
    assert.equal(Number(entries[0].total), 70)
  })

  test('a media lesson earns no page-time credit', async ({ client, assert }) => {
    const { lesson } = await videoLesson(600)
    const user = await learner()
    const response = await studyReport(client, user, lesson, 30)
    response.assertStatus(200)
    assert.equal(response.body().credited, 0)
    assert.equal(response.body().secondsStudied, 0)
    assert.isNull(await progressOf(user, lesson))
  })

  test('a YouTube lesson of unknown length learns it from its player; a stored file does not', async ({
    client,
    assert,
  }) => {
    const { lesson: youtube } = await videoLesson(null, {
      lessonType: 'youtube',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    const { lesson: file } = await videoLesson(null)
    const user = await learner()

    const before = await playbackReport(client, user, youtube, { seconds: 0 })
    assert.equal(
      before.body().completion.reason,
      'Reproduza o vídeo desta aula para liberar a conclusão.'
    )
    const learned = await playbackReport(client, user, youtube, { seconds: 0, duration: 212.4 })
    await youtube.refresh()
    assert.equal(youtube.mediaSeconds, 212)
    assert.equal(youtube.durationSeconds, 212)
    assert.include(learned.body().completion.reason, 'você assistiu 0%')

    await playbackReport(client, user, file, { seconds: 0, duration: 5 })
    await file.refresh()
    assert.isNull(file.mediaSeconds)
    assert.equal(file.durationSeconds, 0)

    /* A length already known is never replaced by what a player says. */
    await playbackReport(client, user, youtube, { seconds: 0, duration: 3 })
    await youtube.refresh()
    assert.equal(youtube.mediaSeconds, 212)
  })

  test('a malformed report is refused in pt-BR, never a server error', async ({
    client,
    assert,
  }) => {
    const { lesson } = await videoLesson(60)
    const user = await learner()
    for (const body of [
      { seconds: 10, ranges: [[0]] },
      { seconds: 10, ranges: 'tudo' },
      { seconds: 10, ranges: [[0, 1e9]] },
      { seconds: 10, duration: -3 },
    ]) {
      const response = await client
        .post(`/aulas/${lesson.id}/posicao`)
        .json(body)
        .withCsrfToken()
        .loginAs(user)
        .accept('json')
      response.assertStatus(422)
      assert.match(response.body().errors[0].message, /^O campo /)
    }
  })
})

test.group('Completion rules: reading lessons', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a reading lesson is refused before its minimum time on the page and completes after', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(1)
    lessons[0].content = TWO_MINUTES_OF_TEXT
    await lessons[0].save()
    const user = await learner()

    const page = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.deepInclude(page.inertiaProps.page.progress.completion, {
      rule: 'read',
      met: false,
      remainingSeconds: 120,
      reason: 'Continue lendo: a conclusão libera em 2:00.',
    })

    const first = await studyReport(client, user, lessons[0], 60)
    assert.equal(first.body().credited, 60)
    assert.deepInclude(first.body().completion, { met: false, remainingSeconds: 60 })
    const refused = await clickComplete(client, user, lessons[0])
    assert.equal(toastOf(refused).description, 'Continue lendo: a conclusão libera em 1:00.')
    assert.isNull((await progressOf(user, lessons[0]))!.completedAt)

    await letTimePass(user.id, 60)
    const second = await studyReport(client, user, lessons[0], 60)
    assert.equal(second.body().credited, 60)
    assert.isTrue(second.body().completion.met)
    const done = await clickComplete(client, user, lessons[0])
    assert.equal(toastOf(done).title, 'Curso concluído!')
    const progress = await progressOf(user, lessons[0])
    assert.equal(progress!.completedBy, 'read')
    assert.equal(progress!.secondsStudied, 120)
  })

  test('idle time does not count: a report never exceeds the time since the previous one, on any lesson', async ({
    client,
    assert,
  }) => {
    const { lessons } = await courseWithLessons(2)
    const user = await learner()

    const first = await studyReport(client, user, lessons[0], 30)
    assert.equal(first.body().credited, 30)
    /* Right away again, or on another lesson (a second tab): only the slack. */
    const again = await studyReport(client, user, lessons[0], 30)
    assert.isAtMost(again.body().credited, 6)
    const otherTab = await studyReport(client, user, lessons[1], 30)
    assert.isAtMost(otherTab.body().credited, 6)

    /* A minute later a report of 90 s counts the minute (and the slack). */
    await letTimePass(user.id, 60)
    const later = await studyReport(client, user, lessons[0], 90)
    assert.isAtLeast(later.body().credited, 60)
    assert.isAtMost(later.body().credited, 66)
  })
})

test.group('Completion rules: quizzes are passed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function lessonQuiz() {
    const { course, lessons } = await courseWithLessons(2, ['text', 'quiz'])
    const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
      .with('questions', 5)
      .create()
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    return { course, lesson: lessons[1], set, questions }
  }

  async function takeQuiz(
    client: ApiClient,
    user: User,
    quiz: Awaited<ReturnType<typeof lessonQuiz>>,
    rightAnswers: number
  ) {
    const start = await client
      .post(`/quizzes/${quiz.set.id}/tentativas`)
      .json({ lessonId: quiz.lesson.id })
      .withCsrfToken()
      .loginAs(user)
    const { attemptId, questions: shown } = start.body()
    for (const [index, question] of quiz.questions.entries()) {
      /* Answered by what the attempt shows: its options may be shuffled. */
      const original =
        index < rightAnswers ? question.correctIndexes[0] : (question.correctIndexes[0] + 1) % 4
      const options = shown.find((item: { id: number }) => item.id === question.id).options
      const selectedIndex = options.indexOf(question.options[original])
      await client
        .post(`/quizzes/tentativas/${attemptId}/respostas`)
        .json({ questionId: question.id, selectedIndex })
        .withCsrfToken()
        .loginAs(user)
    }
    const finish = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .withCsrfToken()
      .loginAs(user)
    return finish.body()
  }

  test('a failed quiz does not complete its lesson; a passed one does', async ({
    client,
    assert,
  }) => {
    const quiz = await lessonQuiz()
    const user = await learner()

    const failed = await takeQuiz(client, user, quiz, 1)
    assert.equal(failed.percent, 20)
    assert.isFalse(failed.lessonCompleted)
    const afterFailing = await progressOf(user, quiz.lesson)
    assert.isNull(afterFailing?.completedAt ?? null)
    const refused = await clickComplete(client, user, quiz.lesson)
    assert.equal(
      toastOf(refused).description,
      'Seja aprovado no quiz (nota mínima 70%) para concluir esta aula.'
    )
    const page = await client.get(`/cursos/${quiz.course.slug}/aula/2`).withInertia().loginAs(user)
    assert.deepInclude(page.inertiaProps.page.progress.completion, { rule: 'pass', met: false })

    const passed = await takeQuiz(client, user, quiz, 4)
    assert.equal(passed.percent, 80)
    assert.isTrue(passed.lessonCompleted)
    const progress = await progressOf(user, quiz.lesson)
    assert.isNotNull(progress!.completedAt)
    assert.equal(progress!.completedBy, 'passed')
  })

  test('completion itself checks for a passed attempt, whatever calls it', async ({ assert }) => {
    const quiz = await lessonQuiz()
    const user = await learner()
    const progress = await app.container.make(LearningProgressService)
    const attempt = {
      user_id: user.id,
      quiz_set_id: quiz.set.id,
      course_id: quiz.course.id,
      lesson_id: quiz.lesson.id,
      started_at: new Date(),
      finished_at: new Date(),
      score: 1,
      total: 5,
      timed_out: false,
      created_at: new Date(),
    }
    await db.table('quiz_attempts').insert({ ...attempt, passed: false })
    await assert.rejects(() => progress.complete(user.id, quiz.lesson), CompletionRefused)
    /* An attempt still open does not count either. */
    await db.table('quiz_attempts').insert({ ...attempt, finished_at: null, passed: true })
    await assert.rejects(() => progress.complete(user.id, quiz.lesson), CompletionRefused)

    await db.table('quiz_attempts').insert({ ...attempt, score: 4, passed: true })
    const outcome = await progress.complete(user.id, quiz.lesson)
    assert.isTrue(outcome.changed)
  })
})

test.group('Completion rules: clicking through', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('clicking through 11 lessons completes none, credits 0 s and shows 0 hours studied', async ({
    client,
    assert,
  }) => {
    const types = [
      'video',
      'text',
      'video',
      'podcast',
      'text',
      'video',
      'pdf',
      'video',
      'quiz',
      'video',
      'video',
    ] as const
    const { course, lessons } = await courseWithLessons(11, [...types])
    for (const lesson of lessons.filter((row) => isMediaLesson(row.lessonType))) {
      lesson.mediaSeconds = 2400
      await lesson.save()
    }
    const user = await learner()

    for (const [index, lesson] of lessons.entries()) {
      await client.get(`/cursos/${course.slug}/aula/${index + 1}`).loginAs(user)
      const response = await clickComplete(client, user, lesson)
      response.assertStatus(302)
      assert.equal(toastOf(response).variant, 'destructive', lesson.lessonType)
    }

    await learningActivity.flush()
    const rows = await LessonProgress.query().where('user_id', user.id)
    assert.isTrue(rows.every((row) => row.completedAt === null && row.secondsStudied === 0))
    const entries = await db.from('study_time_entries').where('user_id', user.id)
    assert.lengthOf(entries, 0)

    const dashboard = await client.get('/dashboard').withInertia().loginAs(user)
    assert.deepInclude(dashboard.inertiaProps.dashboard.stats, {
      studiedHours: 0,
      studiedMinutes: 0,
      completedCourses: 0,
    })
    const standing = await new MemberPointsService().standingOf(user.id)
    assert.equal(standing.completedLessons, 0)
    assert.equal(standing.points, 0)
  })
})
