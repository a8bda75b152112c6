import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import {
  CourseProgressFactory,
  LessonProgressFactory,
  LessonViewFactory,
  QuizAttemptFactory,
} from '#database/factories/learning_activity_factory'
import type QuizQuestion from '#models/quiz_question'
import type User from '#models/user'
import { dayKey } from '#domain/learning/streaks'
import { personWithRole } from './_helpers.js'

/*
| A known history for the admin analytics tests, placed in whole days before
| now so it lands in the same São Paulo days whatever the hour:
| with ?periodo=7 the current period is today and the 6 days before, the
| previous one the 7 days before that. Every figure the tests expect is
| written next to the rows that make it.
*/

export type History = Awaited<ReturnType<typeof knownHistory>>

export async function learnerCreated(daysAgo: number, fields: Partial<User> = {}) {
  const at = DateTime.now().minus({ days: daysAgo })
  return UserFactory.merge({ createdAt: at, ...fields })
    .with('profile')
    .create()
}

/** Answers for the questions of a set: true = right, false = wrong. */
async function attempt(
  user: User,
  questions: QuizQuestion[],
  rights: boolean[],
  finishedAt: DateTime,
  courseId: number
) {
  return QuizAttemptFactory.merge({
    userId: user.id,
    quizSetId: questions[0].quizSetId,
    courseId,
    startedAt: finishedAt.minus({ minutes: 5 }),
    finishedAt,
    score: rights.filter(Boolean).length,
    total: rights.length,
  })
    .with('answers', rights.length, (answer) =>
      answer.merge(
        rights.map((isCorrect, index) => ({
          quizQuestionId: questions[index].id,
          isCorrect,
          answeredAt: finishedAt,
        }))
      )
    )
    .create()
}

export async function knownHistory() {
  const now = DateTime.now()
  const ago = (days: number) => now.minus({ days })

  /* Sign-ups (7 days): current 2 (ana, caio), previous 1 (bia); the admin is staff. */
  const admin = await personWithRole('admin')
  const ana = await learnerCreated(2, { emailVerifiedAt: ago(2) })
  const bia = await learnerCreated(10)
  const caio = await learnerCreated(3)
  const dani = await learnerCreated(40)
  const edu = await learnerCreated(40)

  const terpenes = await CourseFactory.merge({ title: 'Terpenos' })
    .with('lessons', 4, (lesson) =>
      lesson.merge([
        { title: 'Limoneno', orderIndex: 1 },
        { title: 'Mirceno', orderIndex: 2 },
        { title: 'Pineno', orderIndex: 3 },
        { title: 'Rascunho', orderIndex: 4, isPublished: false },
      ])
    )
    .create()
  const [limonene, myrcene, pinene, draft] = terpenes.lessons
  const growing = await CourseFactory.merge({ title: 'Cultivo' })
    .with('lessons', 1, (lesson) => lesson.merge({ title: 'Substrato', orderIndex: 1 }))
    .create()
  const [substrate] = growing.lessons

  /* Lesson views: current 5 (ana ×2, caio, edu, one signed-out visitor), previous 1 (bia). */
  await LessonViewFactory.merge([
    { userId: ana.id, lessonId: limonene.id, viewedAt: ago(1) },
    { userId: ana.id, lessonId: limonene.id, viewedAt: ago(1) },
    { userId: caio.id, lessonId: limonene.id, viewedAt: ago(2) },
    { userId: edu.id, lessonId: limonene.id, viewedAt: ago(1) },
    { userId: null, lessonId: myrcene.id, viewedAt: ago(1) },
    { userId: admin.id, lessonId: limonene.id, viewedAt: ago(1) },
    { userId: bia.id, lessonId: limonene.id, viewedAt: ago(9) },
    { userId: dani.id, lessonId: substrate.id, viewedAt: ago(30) },
  ]).createMany(8)

  /* Completions: current 4 (ana ×3, caio), previous 1 (bia); the admin's does not count. */
  await LessonProgressFactory.merge([
    { userId: ana.id, lessonId: limonene.id, completedAt: ago(1) },
    { userId: ana.id, lessonId: myrcene.id, completedAt: ago(1) },
    { userId: ana.id, lessonId: pinene.id, completedAt: ago(1) },
    { userId: caio.id, lessonId: limonene.id, completedAt: ago(2) },
    { userId: bia.id, lessonId: limonene.id, completedAt: ago(9) },
    { userId: admin.id, lessonId: limonene.id, completedAt: ago(1) },
    /* Started, never completed: no completion. */
    { userId: edu.id, lessonId: limonene.id, completedAt: null },
  ]).createMany(7)

  /*
   * Courses started in the current period: Terpenos 3 (ana finished it,
   * caio stopped after Limoneno, edu before any lesson), Cultivo 1 (dani).
   */
  await CourseProgressFactory.merge([
    { userId: ana.id, courseId: terpenes.id, startedAt: ago(2), completedAt: ago(1) },
    { userId: caio.id, courseId: terpenes.id, startedAt: ago(2) },
    { userId: edu.id, courseId: terpenes.id, startedAt: ago(1) },
    { userId: bia.id, courseId: terpenes.id, startedAt: ago(9) },
    { userId: dani.id, courseId: growing.id, startedAt: ago(3) },
    { userId: admin.id, courseId: terpenes.id, startedAt: ago(1) },
  ]).createMany(6)

  /*
   * Quizzes: current 2 attempts (ana 3/4 = 75 %, caio 1/4 = 25 %: average
   * 50), previous 1 (bia 4/4: average 100). Wrong answers in the period:
   * question 2 twice, questions 3 and 4 once; the admin's never count.
   */
  const set = await QuizSetFactory.merge({ title: 'Quiz de Terpenos', courseId: terpenes.id })
    .with('questions', 4)
    .create()
  const questions = [...set.questions].sort((a, b) => a.position - b.position)
  await attempt(ana, questions, [true, false, true, true], ago(1), terpenes.id)
  await attempt(caio, questions, [true, false, false, false], ago(2), terpenes.id)
  await attempt(bia, questions, [true, true, true, true], ago(8), terpenes.id)
  await attempt(admin, questions, [false, false, false, false], ago(1), terpenes.id)
  /* Never finished: not an attempt, and dani is not active because of it. */
  await QuizAttemptFactory.merge({
    userId: dani.id,
    quizSetId: set.id,
    startedAt: ago(1),
    finishedAt: null,
    score: null,
  }).create()

  /* Study time today: dani is active; the admin is not a learner. */
  for (const user of [dani, admin]) {
    await db.table('study_time_entries').insert({
      user_id: user.id,
      lesson_id: substrate.id,
      course_id: growing.id,
      day: dayKey(now.toJSDate()),
      seconds: 600,
      created_at: now.toJSDate(),
      updated_at: now.toJSDate(),
    })
  }
  /* Active learners: current 4 (ana, caio, edu, dani), previous 1 (bia). */

  /*
   * Subscriptions (history written by the trigger): ana subscribed 3 days
   * ago; bia 20 days ago, cancelled yesterday; caio 10 days ago; dani 9 days
   * ago, cancelled 8 days ago; edu never paid. New: current 1, previous 2.
   * Cancellations: current 1, previous 1. Active: 2 at the end of the
   * previous period (bia, caio), 2 now (ana, caio).
   */
  await SubscriptionFactory.merge({ userId: ana.id, lastEventAt: ago(3) }).create()
  const biaSubscription = await SubscriptionFactory.merge({
    userId: bia.id,
    lastEventAt: ago(20),
  }).create()
  await biaSubscription.merge({ status: 'canceled', lastEventAt: ago(1) }).save()
  await SubscriptionFactory.merge({ userId: caio.id, lastEventAt: ago(10) }).create()
  const daniSubscription = await SubscriptionFactory.merge({
    userId: dani.id,
    lastEventAt: ago(9),
  }).create()
  await daniSubscription.merge({ status: 'canceled', lastEventAt: ago(8) }).save()
  await SubscriptionFactory.merge({
    userId: edu.id,
    status: 'incomplete',
    lastEventAt: ago(2),
  }).create()

  return {
    now,
    admin,
    learners: { ana, bia, caio, dani, edu },
    terpenes,
    growing,
    lessons: { limonene, myrcene, pinene, draft, substrate },
    questions,
  }
}
