import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Course from '#models/course'
import Lesson from '#models/lesson'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import AchievementService from '#services/community/achievement_service'
import StudyStatsService from '#services/learning/study_stats_service'
import { DEMO_LEARNER } from '#database/seeding/demo_users'
import { dayKey } from '#domain/learning/streaks'
import { studyCapSeconds } from '#domain/learning/study_plan'
import { rendererFor } from '#domain/catalog/lessons'
import { COMPLETED_BY, completionRuleFor } from '#domain/learning/completion'
import { quizPassed, quizPercent } from '#domain/learning/quiz'
import type { AchievementKey } from '#domain/community/achievements'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * Completed lesson positions (among published lessons) per course. They give
 * the spec's figures — fundamentos 67 % (8/12), cultivo 45 % (10/22), business
 * 65 % (13/20) — and the fixed 'Continuar' lessons as first incomplete ones:
 * cultivo 9, business 14, farmacologia 17, terpenos 6, compliance 5.
 */
export const DEMO_COMPLETED_POSITIONS: Record<string, number[]> = {
  'fundamentos-cannabis-ia': range(1, 8),
  'cultivo-indoor-avancado': [...range(1, 8), 10, 11],
  'business-plan-cannabis': range(1, 13),
  'farmacologia-cannabinoide': range(1, 16),
  'analise-terpenos-ia': range(1, 5),
  'regulamentacao-compliance': range(1, 4),
}

/** Order the demo learner started the courses in (oldest first). */
const COURSE_ORDER = Object.keys(DEMO_COMPLETED_POSITIONS)

/**
 * Days (counted back from the seed day) the demo learner studied: the last
 * twelve in a row, so the dashboard shows a green streak, and scattered days
 * in the five weeks before.
 */
const ACTIVE_DAYS_AGO = [
  ...range(0, 11),
  13,
  14,
  16,
  18,
  19,
  21,
  23,
  24,
  26,
  28,
  30,
  31,
  33,
  35,
  37,
  38,
].sort((a, b) => b - a)

type Completion = { courseId: number; lesson: Lesson; at: DateTime }

/**
 * Progress of the demo learner (aluno@ganjatalks.com.br), spread over the
 * last weeks: completions, studied time per day, course progress, two lesson
 * quiz attempts, a catalogue quiz attempt, a note and the achievements those
 * numbers earn. Runs once: a learner who already has progress is left alone.
 */
export async function seedDemoProgress(trx: TransactionClientContract) {
  const learner = await User.query({ client: trx }).where('email', DEMO_LEARNER.email).first()
  if (!learner) return
  const already = await trx.from('lesson_progress').where('user_id', learner.id).first()
  if (already) return

  const now = DateTime.now().setZone('America/Sao_Paulo')
  const plan: { course: Course; lessons: Lesson[] }[] = []
  for (const slug of COURSE_ORDER) {
    const course = await Course.query({ client: trx }).where('slug', slug).first()
    if (!course) continue
    const published = await Lesson.query({ client: trx })
      .where('course_id', course.id)
      .where('is_published', true)
      .orderBy('order_index')
      .orderBy('id')
    /* A video or podcast whose length is unknown could not have been watched: not completed. */
    const lessons = DEMO_COMPLETED_POSITIONS[slug]
      .map((position) => published[position - 1])
      .filter((lesson): lesson is Lesson => Boolean(lesson))
      .filter(
        (lesson) => completionRuleFor(lesson.lessonType) !== 'watch' || lesson.durationSeconds > 0
      )
    plan.push({ course, lessons })
  }

  /* Interleave the courses as a learner would, then hand out the active days, oldest first. */
  const queue: { course: Course; lesson: Lesson }[] = []
  const cursors = plan.map(() => 0)
  const startRound = (index: number) => index * 2
  for (
    let round = 0;
    queue.length < plan.reduce((sum, entry) => sum + entry.lessons.length, 0);
    round++
  ) {
    plan.forEach((entry, index) => {
      if (round < startRound(index)) return
      const lesson = entry.lessons[cursors[index]]
      if (!lesson) return
      cursors[index] += 1
      queue.push({ course: entry.course, lesson })
    })
  }
  const perDay = Math.ceil(queue.length / ACTIVE_DAYS_AGO.length)
  const completions: Completion[] = queue.map((item, index) => {
    const daysAgo =
      ACTIVE_DAYS_AGO[Math.min(Math.floor(index / perDay), ACTIVE_DAYS_AGO.length - 1)]
    const slot = index % perDay
    /* Evenings in São Paulo; today's items early enough to already be in the past. */
    const at = now.minus({ days: daysAgo }).set({
      hour: daysAgo === 0 ? 7 : 19 + slot,
      minute: 10 + slot * 7,
      second: 0,
      millisecond: 0,
    })
    return {
      courseId: item.course.id,
      lesson: item.lesson,
      at: at > now ? now.minus({ minutes: 5 }) : at,
    }
  })

  /*
   * Each completion by its rule (#domain/completion): media played to the end
   * at normal speed (its study time is what was played), reading and quiz
   * pages a little longer than their length; the quizzes were passed (below).
   */
  for (const completion of completions) {
    const { lesson, at } = completion
    const rule = completionRuleFor(lesson.lessonType)
    const length = lesson.durationSeconds
    const studied =
      rule === 'watch' ? length : Math.min(Math.round(length * 1.1), studyCapSeconds(length))
    await trx
      .insertQuery()
      .table('lesson_progress')
      .insert({
        user_id: learner.id,
        lesson_id: lesson.id,
        completed_at: at.toJSDate(),
        completed_by: COMPLETED_BY[rule],
        last_position_seconds: rule === 'watch' ? length : 0,
        ...(rule === 'watch'
          ? {
              watched_ranges: JSON.stringify([[0, length]]),
              watched_seconds: length,
              last_played_at: at.toJSDate(),
            }
          : {}),
        seconds_studied: studied,
        last_studied_at: at.toJSDate(),
        created_at: at.minus({ seconds: studied }).toJSDate(),
        updated_at: at.toJSDate(),
      })
    await trx
      .insertQuery()
      .table('study_time_entries')
      .insert({
        user_id: learner.id,
        lesson_id: lesson.id,
        course_id: completion.courseId,
        day: dayKey(at.toJSDate()),
        seconds: studied,
        created_at: at.toJSDate(),
        updated_at: at.toJSDate(),
      })
      .onConflict(['user_id', 'lesson_id', 'day'])
      .merge({ seconds: trx.raw('study_time_entries.seconds + excluded.seconds') })
  }

  for (const { course } of plan) {
    const mine = completions.filter((completion) => completion.courseId === course.id)
    if (mine.length === 0) continue
    const first = mine[0].at
    const last = mine[mine.length - 1].at
    await trx
      .insertQuery()
      .table('course_progress')
      .insert({
        user_id: learner.id,
        course_id: course.id,
        started_at: first.minus({ minutes: 40 }).toJSDate(),
        last_accessed_at: last.toJSDate(),
        completed_at: null,
        created_at: first.minus({ minutes: 40 }).toJSDate(),
        updated_at: last.toJSDate(),
      })
  }

  const quizDays: DateTime[] = []
  /* The quiz lessons the learner completed were quizzes actually taken: business 4/5, farmacologia 5/5. */
  for (const [slug, correctCount] of [
    ['business-plan-cannabis', 4],
    ['farmacologia-cannabinoide', 5],
  ] as const) {
    const course = plan.find((entry) => entry.course.slug === slug)
    const quizLesson = course?.lessons.find((lesson) => rendererFor(lesson.lessonType) === 'quiz')
    const completion = completions.find((entry) => entry.lesson.id === quizLesson?.id)
    if (!course || !quizLesson || !completion) continue
    const set = await QuizSet.query({ client: trx })
      .where('kind', 'lesson')
      .where('course_id', course.course.id)
      .first()
    if (!set) continue
    await recordAttempt(
      trx,
      learner.id,
      set,
      course.course.id,
      quizLesson.id,
      correctCount,
      completion.at,
      300
    )
    quizDays.push(completion.at)
  }
  const cultivo = plan.find((entry) => entry.course.slug === 'cultivo-indoor-avancado')
  const cultivoQuiz = cultivo
    ? await QuizSet.query({ client: trx })
        .where('kind', 'catalogue')
        .where('course_id', cultivo.course.id)
        .first()
    : null
  if (cultivo && cultivoQuiz) {
    await recordAttempt(
      trx,
      learner.id,
      cultivoQuiz,
      cultivo.course.id,
      null,
      2,
      now.minus({ days: 2 }).set({ hour: 20 }),
      null
    )
  }

  const vpdLesson = cultivo?.lessons.find((lesson) => lesson.title.startsWith('Clima'))
  if (vpdLesson) {
    await trx
      .insertQuery()
      .table('lesson_notes')
      .insert({
        user_id: learner.id,
        lesson_id: vpdLesson.id,
        body: 'VPD = pressão de saturação × (1 − UR/100).\nFloração: 20–26 °C, 40–55% UR, VPD 1,2–1,5 kPa.\nConferir a temperatura da folha com o termômetro infravermelho.',
        created_at: now.minus({ days: 20 }).toJSDate(),
        updated_at: now.minus({ days: 20 }).toJSDate(),
      })
  }

  /* Achievements dated when the numbers earned them. */
  const achievements = new AchievementService(new StudyStatsService())
  const earned: [AchievementKey, DateTime | undefined][] = [
    ['first_lesson', completions[0]?.at],
    ['ten_lessons', completions[9]?.at],
    ['streak_7', now.minus({ days: 5 }).set({ hour: 21, minute: 0 })],
    ['quiz_80', quizDays[0]],
    ['quiz_perfect', quizDays[1]],
  ]
  for (const [key, at] of earned) {
    if (at) await achievements.award(learner.id, [key], at, trx)
  }
}

async function recordAttempt(
  trx: TransactionClientContract,
  userId: number,
  set: QuizSet,
  courseId: number,
  lessonId: number | null,
  correctCount: number,
  finishedAt: DateTime,
  timeLimitSeconds: number | null
) {
  const questions = await QuizQuestion.query({ client: trx })
    .where('quiz_set_id', set.id)
    .orderBy('position')
  const duration = 40 * questions.length
  const startedAt = finishedAt.minus({ seconds: duration })
  const score = Math.min(correctCount, questions.length)
  const [attempt] = await trx
    .insertQuery()
    .table('quiz_attempts')
    .insert({
      user_id: userId,
      quiz_set_id: set.id,
      course_id: courseId,
      lesson_id: lessonId,
      time_limit_seconds: timeLimitSeconds,
      started_at: startedAt.toJSDate(),
      finished_at: finishedAt.toJSDate(),
      score,
      total: questions.length,
      passed: quizPassed(quizPercent(score, questions.length), set.passPercent),
      duration_seconds: duration,
      timed_out: false,
      created_at: startedAt.toJSDate(),
      updated_at: finishedAt.toJSDate(),
    })
    .returning('id')
  for (const [index, question] of questions.entries()) {
    const correct = index < correctCount
    await trx
      .insertQuery()
      .table('quiz_attempt_answers')
      .insert({
        quiz_attempt_id: attempt.id,
        quiz_question_id: question.id,
        selected_indexes: JSON.stringify(
          correct
            ? question.correctIndexes
            : [(question.correctIndexes[0] + 1) % question.options.length]
        ),
        is_correct: correct,
        answered_at: startedAt.plus({ seconds: 40 * (index + 1) }).toJSDate(),
      })
  }
}
