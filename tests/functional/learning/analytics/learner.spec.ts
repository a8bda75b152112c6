import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type Course from '#models/course'
import type Lesson from '#models/lesson'
import type QuizSet from '#models/quiz_set'
import type User from '#models/user'
import QuizAttempt from '#models/quiz_attempt'
import type QuizQuestion from '#models/quiz_question'
import AchievementService from '#services/community/achievement_service'
import LearnerAnalyticsService from '#services/learning/learner_analytics_service'
import type { AchievementKey } from '#domain/community/achievements'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { QuizQuestionFactory, QuizSetFactory } from '#database/factories/quiz_factory'
import { freeLearner } from '#tests/helpers/premium'
import { countQueries } from '#tests/helpers/query_count'
import { STANDINGS } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'

/*
| /analytics from a known history. Dates are whole weeks before now, so each
| lands in a known column of the 8-week charts whatever the weekday the suite
| runs on (weeks[7] is the current one).
*/

/**
 * One round trip for the study figures with, as JSON, the attempts,
 * subjects, courses taken, lessons completed and achievements; and the rank
 * and the confirmed members' count, from the standings in memory: asked for
 * only after a write that changes points cleared them. The courses' lessons, the same for every
 * member, come from the remembered catalogue (#services/learning/listed_catalogue).
 */
const ANALYTICS_QUERIES = 2

/** The spec's sample figures: none may ever reach the page. */
const SAMPLE_FIGURES = ['87,3', '87.3', '95,5', '95.5', '1247', '1.247', '45231', '+20,1']

async function quizSet(
  course: Course,
  kind: 'lesson' | 'catalogue',
  categories: string[]
): Promise<{ set: QuizSet; questions: QuizQuestion[] }> {
  const set = await QuizSetFactory.merge({ courseId: course.id, kind }).create()
  const questions: QuizQuestion[] = []
  for (const [index, category] of categories.entries()) {
    questions.push(
      await QuizQuestionFactory.merge({
        quizSetId: set.id,
        position: index + 1,
        category,
        correctIndexes: [0],
      }).create()
    )
  }
  return { set, questions }
}

/** A finished attempt whose answers are right where `right` says so (undefined = not answered). */
async function finishedAttempt(
  user: User,
  quiz: { set: QuizSet; questions: QuizQuestion[] },
  right: (boolean | undefined)[],
  finishedAt: DateTime,
  lesson: Lesson | null = null
) {
  const attempt = await QuizAttempt.create({
    userId: user.id,
    quizSetId: quiz.set.id,
    courseId: quiz.set.courseId,
    lessonId: lesson?.id ?? null,
    timeLimitSeconds: lesson ? 300 : null,
    startedAt: finishedAt.minus({ minutes: 3 }),
    finishedAt,
    score: right.filter(Boolean).length,
    total: quiz.questions.length,
    durationSeconds: 180,
    timedOut: false,
  })
  const answers = quiz.questions.flatMap((question, index) =>
    right[index] === undefined
      ? []
      : [
          {
            quiz_attempt_id: attempt.id,
            quiz_question_id: question.id,
            selected_indexes: JSON.stringify([right[index] ? 0 : 1]),
            is_correct: right[index],
            answered_at: finishedAt.toJSDate(),
          },
        ]
  )
  if (answers.length) await db.table('quiz_attempt_answers').multiInsert(answers)
  return attempt
}

async function completeLesson(user: User, lesson: Lesson, at: DateTime) {
  await db.table('lesson_progress').insert({
    user_id: user.id,
    lesson_id: lesson.id,
    completed_at: at.toJSDate(),
    created_at: at.toJSDate(),
    updated_at: at.toJSDate(),
  })
}

async function openCourse(user: User, course: Course, at: DateTime) {
  await db.table('course_progress').insert({
    user_id: user.id,
    course_id: course.id,
    started_at: at.toJSDate(),
    last_accessed_at: at.toJSDate(),
    created_at: at.toJSDate(),
    updated_at: at.toJSDate(),
  })
}

async function studied(user: User, lesson: Lesson, day: DateTime, seconds: number) {
  await db.table('study_time_entries').insert({
    user_id: user.id,
    lesson_id: lesson.id,
    course_id: lesson.courseId,
    day: day.setZone('America/Sao_Paulo').toISODate(),
    seconds,
    created_at: new Date(),
    updated_at: new Date(),
  })
}

async function award(user: User, keys: AchievementKey[], at: DateTime) {
  const achievements = await app.container.make(AchievementService)
  await achievements.award(user.id, keys, at)
}

/** Course A (Quiz Educativo tab): two lessons and a quiz lesson; course B: one exam lesson. */
async function catalogue() {
  const courseA = await CourseFactory.merge({
    title: 'Cultivo de Teste',
    tabs: ['conteudo', 'progresso', 'quiz'],
  }).create()
  const lesson = (course: Course, orderIndex: number, title: string, lessonType = 'text') =>
    LessonFactory.merge({
      courseId: course.id,
      orderIndex,
      title,
      lessonType: lessonType as Lesson['lessonType'],
    }).create()
  const lighting = await lesson(courseA, 1, 'Iluminação: PPFD e espectro')
  const climate = await lesson(courseA, 2, 'Clima e umidade')
  const quizLesson = await lesson(courseA, 3, 'Quiz final', 'quiz')
  const courseB = await CourseFactory.merge({ title: 'Negócios de Teste' }).create()
  const exam = await lesson(courseB, 1, 'Prova de negócios', 'exam')
  const lessonQuiz = await quizSet(courseA, 'lesson', [
    'Iluminação',
    'Iluminação',
    'Clima',
    'Clima',
  ])
  const catalogueQuiz = await quizSet(courseA, 'catalogue', ['Colheita', 'Colheita'])
  return { courseA, courseB, lighting, climate, quizLesson, exam, lessonQuiz, catalogueQuiz }
}

test.group('Learner analytics (/analytics)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out visitor is sent to sign in', async ({ client }) => {
    const response = await client.get('/analytics').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/auth')
  })

  test('a new learner sees empty states, never zeros dressed as results nor another learner’s data', async ({
    client,
    assert,
  }) => {
    const data = await catalogue()
    const busy = await freeLearner()
    const now = DateTime.now()
    await openCourse(busy, data.courseA, now)
    await completeLesson(busy, data.lighting, now)
    await finishedAttempt(busy, data.lessonQuiz, [true, true, false, false], now, data.quizLesson)
    await studied(busy, data.lighting, now, 3600)
    await award(busy, ['first_lesson'], now)
    const user = await freeLearner()

    const response = await client.get('/analytics').loginAs(user).withInertia()

    response.assertInertiaComponent('analytics/index')
    const { analytics, initialTab } = response.inertiaProps
    assert.equal(initialTab, 'visao-geral')
    assert.deepEqual(analytics.summary, {
      average: null,
      averageTone: null,
      best: null,
      attempts: 0,
      quizzes: { completed: 0, available: 0, percent: 0 },
      streak: { days: 0, longest: 0, tone: 'grey' },
      rank: { position: null, totalMembers: 2, topPercent: null, points: 0 },
    })
    assert.deepEqual(analytics.overview.improvements, [])
    assert.lengthOf(analytics.overview.weeks, 8)
    assert.isTrue(
      analytics.overview.weeks.every(
        (week: { score: number | null; quizzes: number }) => week.score === null && !week.quizzes
      )
    )
    assert.deepEqual(analytics.progress.courses, [])
    assert.isTrue(analytics.progress.days.every((day: { minutes: number }) => day.minutes === 0))
    assert.deepEqual(analytics.strengths, { strengths: [], toImprove: [], recommendations: [] })
    assert.equal(analytics.achievements.earnedCount, 0)
    assert.isTrue(
      analytics.achievements.all.every((entry: { earnedAt: string | null }) => !entry.earnedAt)
    )
    const text = JSON.stringify(response.inertiaProps)
    for (const figure of SAMPLE_FIGURES) assert.notInclude(text, figure)
  })

  test('the page props carry exactly the figures of the learner’s history', async ({
    client,
    assert,
  }) => {
    const data = await catalogue()
    const now = DateTime.now()
    const weeksAgo = (weeks: number) => now.minus({ weeks })
    const user = await freeLearner()

    await openCourse(user, data.courseA, weeksAgo(1))
    await openCourse(user, data.courseB, now.minus({ days: 1 }))
    await completeLesson(user, data.lighting, weeksAgo(2))
    await completeLesson(user, data.quizLesson, weeksAgo(1))
    /* 25 %, then 75 % on the lesson quiz; 100 % on the Quiz Educativo today */
    await finishedAttempt(
      user,
      data.lessonQuiz,
      [false, false, true, undefined],
      weeksAgo(2),
      data.quizLesson
    )
    await finishedAttempt(
      user,
      data.lessonQuiz,
      [true, false, true, true],
      weeksAgo(1),
      data.quizLesson
    )
    await finishedAttempt(user, data.catalogueQuiz, [true, true], now)
    /* An attempt never finished counts nowhere */
    await QuizAttempt.create({
      userId: user.id,
      quizSetId: data.lessonQuiz.set.id,
      courseId: data.courseA.id,
      lessonId: data.quizLesson.id,
      startedAt: now,
      total: 4,
      timedOut: false,
    })
    await studied(user, data.lighting, now, 1800)
    await studied(user, data.lighting, weeksAgo(1), 7200)
    await studied(user, data.climate, weeksAgo(2), 5400)
    await db.table('study_goals').insert({
      user_id: user.id,
      weekly_hours: 4,
      created_at: new Date(),
      updated_at: new Date(),
    })
    const earnedAt = DateTime.fromISO('2026-02-10T15:00:00.000Z')
    await award(user, ['first_lesson', 'quiz_80', 'quiz_perfect'], earnedAt)

    /* Another learner, ahead in points, whose history must stay out of these figures */
    const other = await freeLearner()
    const courseC = await CourseFactory.merge({ title: 'Curso de Outra Pessoa' }).create()
    const otherLesson = await LessonFactory.merge({ courseId: courseC.id }).create()
    const otherQuiz = await quizSet(courseC, 'catalogue', ['Farmacologia'])
    await openCourse(other, courseC, now)
    await completeLesson(other, otherLesson, now)
    await completeLesson(other, data.lighting, now)
    await completeLesson(other, data.climate, now)
    await finishedAttempt(other, otherQuiz, [false], now)
    await finishedAttempt(
      other,
      data.lessonQuiz,
      [false, false, false, false],
      now,
      data.quizLesson
    )
    await studied(other, data.lighting, now, 3000)
    await award(other, ['first_lesson'], now)
    /* A confirmed member with no points yet: counted in the total, ranked nowhere */
    await freeLearner()

    const response = await client.get('/analytics?aba=conquistas').loginAs(user).withInertia()

    response.assertInertiaComponent('analytics/index')
    const { analytics, initialTab } = response.inertiaProps
    assert.equal(initialTab, 'conquistas')

    assert.deepEqual(analytics.summary, {
      /* (25 + 75 + 100) / 3 */
      average: 66.7,
      averageTone: 'red',
      best: 100,
      attempts: 3,
      /* Course A: quiz lesson + Quiz Educativo; course B: its exam */
      quizzes: { completed: 2, available: 3, percent: 67 },
      streak: { days: 1, longest: 1, tone: 'grey' },
      /*
      | 2 lessons × 10 points + the quizzes' best attempts (75 % → 8, 100 % → 10) = 38,
      | behind the other learner (who completed a course); 2 / 3 confirmed members → Top 67%
      */
      rank: { position: 2, totalMembers: 3, topPercent: 67, points: 38 },
    })

    assert.deepEqual(analytics.overview.improvements, [
      { subject: 'Clima', from: 50, to: 100, improvement: 50, attempts: 2 },
      { subject: 'Iluminação', from: 0, to: 50, improvement: 50, attempts: 2 },
      { subject: 'Colheita', from: 100, to: 100, improvement: null, attempts: 1 },
    ])
    const weeks = analytics.overview.weeks
    assert.lengthOf(weeks, 8)
    assert.deepEqual(
      weeks.map((week: { score: number | null; quizzes: number }) => [week.score, week.quizzes]),
      [
        [null, 0],
        [null, 0],
        [null, 0],
        [null, 0],
        [null, 0],
        [25, 1],
        [75, 1],
        [100, 1],
      ]
    )

    const progress = analytics.progress
    assert.equal(progress.weeklyGoalHours, 4)
    assert.equal(progress.dailyTargetMinutes, 34)
    assert.deepEqual(
      progress.days.map((day: { minutes: number }) => day.minutes),
      [0, 0, 0, 0, 0, 0, 30]
    )
    assert.deepEqual(
      progress.weeks
        .slice(5)
        .map((week: { hours: number; goalPercent: number }) => [week.hours, week.goalPercent]),
      [
        [1.5, 38],
        [2, 50],
        [0.5, 13],
      ]
    )
    assert.deepEqual(
      progress.courses.map(
        (course: {
          slug: string
          percent: number
          completedLessons: number
          totalLessons: number
        }) => [course.slug, course.percent, course.completedLessons, course.totalLessons]
      ),
      [
        [data.courseB.slug, 0, 0, 1],
        [data.courseA.slug, 67, 2, 3],
      ]
    )

    assert.deepEqual(analytics.strengths.strengths, [
      { subject: 'Colheita', score: 100, level: 'Avançado', tone: 'green', questions: 2 },
      { subject: 'Clima', score: 75, level: 'Intermediário', tone: 'yellow', questions: 4 },
    ])
    assert.deepEqual(analytics.strengths.toImprove, [
      { subject: 'Iluminação', score: 25, level: 'Iniciante', tone: 'red', questions: 4 },
    ])
    assert.deepEqual(analytics.strengths.recommendations, [
      {
        kind: 'lesson',
        subject: 'Iluminação',
        score: 25,
        tone: 'red',
        courseSlug: data.courseA.slug,
        courseTitle: 'Cultivo de Teste',
        lessonTitle: 'Iluminação: PPFD e espectro',
        position: 1,
      },
      {
        kind: 'lesson',
        subject: 'Clima',
        score: 75,
        tone: 'yellow',
        courseSlug: data.courseA.slug,
        courseTitle: 'Cultivo de Teste',
        lessonTitle: 'Clima e umidade',
        position: 2,
      },
      {
        kind: 'quiz',
        subject: 'Colheita',
        score: 100,
        tone: 'green',
        courseSlug: data.courseA.slug,
        courseTitle: 'Cultivo de Teste',
        lessonTitle: null,
        position: null,
      },
    ])

    const achievements = analytics.achievements
    assert.equal(achievements.earnedCount, 3)
    assert.lengthOf(achievements.all, 8)
    const byKey = Object.fromEntries(
      achievements.all.map((entry: { key: string }) => [entry.key, entry])
    )
    assert.equal(byKey.first_lesson.earnedAt, earnedAt.toUTC().toISO())
    assert.isNull(byKey.ten_lessons.earnedAt)
    assert.deepInclude(byKey.ten_lessons, { current: 2, target: 10, percent: 20 })
    assert.deepInclude(byKey.quiz_master, { current: 1, target: 15, percent: 6 })
    assert.deepInclude(byKey.streak_30, { current: 1, target: 30, percent: 3 })
    assert.deepEqual(
      achievements.next.map((entry: { key: string }) => entry.key),
      ['ten_lessons', 'streak_7', 'quiz_master']
    )

    const text = JSON.stringify(response.inertiaProps)
    assert.notInclude(text, 'Farmacologia')
    assert.notInclude(text, 'Curso de Outra Pessoa')
    for (const figure of SAMPLE_FIGURES) assert.notInclude(text, figure)
  })

  test('the page costs the same few queries for a new learner and a long history', async ({
    client,
    assert,
  }) => {
    const data = await catalogue()
    const newcomer = await freeLearner()
    const veteran = await freeLearner()
    /* The catalogue (the same for every member) read once and remembered; the standings read again, as for the veteran below. */
    await client.get('/analytics').loginAs(newcomer).withInertia()
    await forgetContent([STANDINGS])
    const small = await countQueries(() => client.get('/analytics').loginAs(newcomer).withInertia())

    const now = DateTime.now()
    await openCourse(veteran, data.courseA, now)
    await openCourse(veteran, data.courseB, now)
    await completeLesson(veteran, data.lighting, now)
    for (let week = 0; week < 12; week++) {
      await finishedAttempt(
        veteran,
        data.lessonQuiz,
        [true, week % 2 === 0, true, false],
        now.minus({ weeks: week }),
        data.quizLesson
      )
      await finishedAttempt(
        veteran,
        data.catalogueQuiz,
        [true, false],
        now.minus({ weeks: week, days: 1 })
      )
      await studied(veteran, data.lighting, now.minus({ weeks: week }), 600)
    }
    await award(veteran, ['first_lesson', 'quiz_80'], now)
    const large = await countQueries(() => client.get('/analytics').loginAs(veteran).withInertia())

    assert.equal(large.length, small.length, large.join('\n'))
    /* The analytics themselves (the rest is the session and the props every page shares) */
    const service = await app.container.make(LearnerAnalyticsService)
    await forgetContent([STANDINGS])
    const own = await countQueries(() => service.forLearner(veteran.id))
    assert.equal(own.length, ANALYTICS_QUERIES, own.join('\n'))
    const again = await countQueries(() => service.forLearner(veteran.id))
    assert.equal(again.length, ANALYTICS_QUERIES - 1, again.join('\n'))
  })
})
