import { inject } from '@adonisjs/core'
import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import QuizAttempt from '#models/quiz_attempt'
import QuizAttemptAnswer from '#models/quiz_attempt_answer'
import Lesson from '#models/lesson'
import QuizFinished from '#events/quiz_finished'
import LearningProgressService from '#services/learning/learning_progress_service'
import ReviewService from '#services/learning/review_service'
import { STANDINGS } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'
import { publicQuestion, type PublicQuizQuestion } from '#transformers/quiz_transformer'
import {
  answerInTime,
  answerIsCorrect,
  attemptsUsedUpMessage,
  attemptDuration,
  attemptOrder,
  catalogueBand,
  chosenOptions,
  displayedOptions,
  inAttemptOrder,
  lessonTier,
  optionOrderFor,
  quizPassed,
  quizPercent,
  quizStanding,
  shownIndexes,
  type QuizKind,
  type QuizStanding,
  type RandomInt,
} from '#domain/learning/quiz'

function countBy(ids: number[]) {
  const counts: Record<string, number> = {}
  for (const id of ids) counts[String(id)] = (counts[String(id)] ?? 0) + 1
  return counts
}

/** Shuffles draw from the operating system's CSPRNG. */
const cryptoRandom: RandomInt = (maxExclusive) => randomInt(0, maxExclusive)

/** Indexes are the options as this attempt shows them; the single ones are the first of each list. */
export type AnswerReveal = {
  questionId: number
  selectedIndex: number
  selectedIndexes: number[]
  correct: boolean
  correctIndex: number
  correctIndexes: number[]
  explanation: string
  reinforcement: string
}

/** A started attempt: its questions in the order it shows them, options shuffled too. */
export type StartedAttempt = {
  attemptId: number
  startedAt: string
  timeLimitSeconds: number | null
  total: number
  passPercent: number
  questions: PublicQuizQuestion[]
}

export type ReviewItem = {
  questionId: number
  question: string
  options: string[]
  selectedIndex: number | null
  selectedIndexes: number[]
  correct: boolean
  /** Only for answered questions: an unanswered one never reveals its answer */
  correctIndex: number | null
  correctIndexes: number[] | null
  explanation: string | null
}

export type AttemptResult = {
  attemptId: number
  kind: QuizKind
  score: number
  total: number
  percent: number
  passPercent: number
  /** percent ≥ passPercent: only a passed lesson quiz completes its lesson */
  passed: boolean
  durationSeconds: number
  timedOut: boolean
  band: string
  tier: ReturnType<typeof lessonTier>
  /** In the order the attempt showed the questions, options as shown */
  review: ReviewItem[]
  lessonCompleted: boolean
}

export type StartOutcome =
  { status: 'ok'; started: StartedAttempt } | { status: 'used_up'; message: string }

export type LessonQuizStanding = QuizStanding & { attemptsBySet: Record<string, number> }

export type AnswerOutcome =
  | { status: 'ok'; reveal: AnswerReveal }
  | { status: 'finished' | 'expired' | 'unknown_question' | 'invalid_option' }

/**
 * Quizzes graded on the server. An attempt fixes the order of its questions
 * and of each question's options (shuffled when the set says so) and sends
 * them without their answers; each answer arrives as the option index shown,
 * is mapped back, checked and stored, then its correct option and
 * explanation are revealed; the score comes from the stored answers and
 * passes at the set's pass mark.
 */
@inject()
export default class QuizService {
  constructor(
    private progress: LearningProgressService,
    private reviews: ReviewService
  ) {}

  /**
   * The quiz of a quiz or exam lesson, with its number of questions: the
   * lesson's own set (written in the admin area), else the course-wide one.
   */
  lessonSetFor(courseId: number, lessonId: number) {
    return QuizSet.ofLesson(courseId, lessonId).withCount('questions').first()
  }

  /** A course's 'Quiz Educativo' set, else the default catalogue set, with its number of questions. */
  async catalogueSetFor(courseId: number) {
    const own = await QuizSet.query()
      .where('kind', 'catalogue')
      .where('course_id', courseId)
      .withCount('questions')
      .first()
    if (own) return own
    return QuizSet.query()
      .where('kind', 'catalogue')
      .where('key', 'default')
      .withCount('questions')
      .first()
  }

  /**
   * Starts an attempt on every question of the set (a lesson set holds
   * QUESTIONS_PER_SET.lesson, a catalogue set QUESTIONS_PER_SET.catalogue),
   * in an order of its own; lesson quizzes run against the set's clock and
   * refuse an attempt beyond the attempts the set allows.
   */
  async start(
    userId: number,
    set: QuizSet,
    courseId: number | null,
    lesson: Lesson | null
  ): Promise<StartOutcome> {
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    const order = attemptOrder(
      questions.map((question) => ({ id: question.id, optionCount: question.options.length })),
      set.shuffle,
      cryptoRandom
    )
    const limited = lesson !== null && set.maxAttempts !== null
    const attempt = await db.transaction(async (trx) => {
      if (limited) {
        /* Two starts at once are counted one after the other: never one attempt too many. */
        await trx.from('users').where('id', userId).forUpdate().select('id').first()
        const used = await this.attemptsUsed(userId, set.id, lesson.id, trx)
        if (used >= set.maxAttempts!) return null
      }
      return QuizAttempt.create(
        {
          userId,
          quizSetId: set.id,
          courseId: lesson?.courseId ?? courseId,
          lessonId: lesson?.id ?? null,
          timeLimitSeconds: set.kind === 'lesson' ? set.timeLimitSeconds : null,
          startedAt: DateTime.now(),
          total: questions.length,
          timedOut: false,
          questionOrder: order.questionOrder,
          optionOrders: order.optionOrders,
        },
        { client: trx }
      )
    })
    if (!attempt) return { status: 'used_up', message: attemptsUsedUpMessage(set.maxAttempts!) }
    return {
      status: 'ok',
      started: {
        attemptId: attempt.id,
        startedAt: attempt.startedAt.toISO()!,
        timeLimitSeconds: attempt.timeLimitSeconds,
        total: attempt.total,
        passPercent: set.passPercent,
        questions: inAttemptOrder(questions, attempt.questionOrder).map((question) =>
          publicQuestion(question, this.optionOrder(attempt, question))
        ),
      },
    }
  }

  /** Attempts the learner started on the set in this lesson, finished or not. */
  async attemptsUsed(
    userId: number,
    setId: number,
    lessonId: number,
    client: QueryClientContract = db.connection()
  ) {
    const row = await client
      .from('quiz_attempts')
      .where({ user_id: userId, quiz_set_id: setId, lesson_id: lessonId })
      .count('* as total')
      .first()
    return Number(row?.total ?? 0)
  }

  /** The original indexes of a question's options in the order the attempt shows them. */
  private optionOrder(attempt: QuizAttempt, question: QuizQuestion) {
    return optionOrderFor(attempt.optionOrders, question.id, question.options.length)
  }

  /**
   * `displayedIndexes`: the options chosen as this attempt shows them (several
   * only on a question with more than one correct option); stored as the
   * question's own indexes.
   */
  async answer(
    attempt: QuizAttempt,
    questionId: number,
    displayedIndexes: number[]
  ): Promise<AnswerOutcome> {
    if (attempt.finishedAt) return { status: 'finished' }
    const question = await QuizQuestion.query()
      .where('id', questionId)
      .where('quiz_set_id', attempt.quizSetId)
      .first()
    if (!question) return { status: 'unknown_question' }
    const order = this.optionOrder(attempt, question)
    const selectedIndexes = chosenOptions(order, displayedIndexes, question.correctIndexes)
    if (!selectedIndexes) return { status: 'invalid_option' }

    const existing = await QuizAttemptAnswer.query()
      .where('quiz_attempt_id', attempt.id)
      .where('quiz_question_id', question.id)
      .first()
    if (existing) {
      /* An option is chosen once per question: asking again reveals the stored answer, unchanged. */
      return { status: 'ok', reveal: this.reveal(question, order, existing.selectedIndexes) }
    }

    const now = new Date()
    const elapsed = (now.getTime() - attempt.startedAt.toMillis()) / 1000
    if (!answerInTime(elapsed, attempt.timeLimitSeconds)) return { status: 'expired' }

    const correct = answerIsCorrect(selectedIndexes, question.correctIndexes)
    /* A right answer enters the review only when slow: the time since the previous answer. */
    const previous = correct
      ? await db
          .from('quiz_attempt_answers')
          .where('quiz_attempt_id', attempt.id)
          .max('answered_at as at')
          .first()
      : null
    const inserted = await db
      .insertQuery()
      .table('quiz_attempt_answers')
      .insert({
        quiz_attempt_id: attempt.id,
        quiz_question_id: question.id,
        selected_indexes: JSON.stringify(selectedIndexes),
        is_correct: correct,
        answered_at: now,
      })
      .onConflict(['quiz_attempt_id', 'quiz_question_id'])
      .ignore()
      .returning('id')
    if (inserted.length > 0) {
      /* Time on this question: since the previous answer, or the start for the first one. */
      const since = previous?.at ? new Date(previous.at).getTime() : attempt.startedAt.toMillis()
      await this.reviews.enqueue(attempt.userId, {
        questionId: question.id,
        courseId: attempt.courseId,
        lessonId: attempt.lessonId,
        correct,
        seconds: (now.getTime() - since) / 1000,
      })
    }
    const stored = await QuizAttemptAnswer.query()
      .where('quiz_attempt_id', attempt.id)
      .where('quiz_question_id', question.id)
      .firstOrFail()
    return { status: 'ok', reveal: this.reveal(question, order, stored.selectedIndexes) }
  }

  /** The correction in the attempt's terms: `selectedIndexes` are the question's own indexes. */
  private reveal(question: QuizQuestion, order: number[], selectedIndexes: number[]): AnswerReveal {
    const selected = shownIndexes(order, selectedIndexes)
    const correct = shownIndexes(order, question.correctIndexes)
    return {
      questionId: question.id,
      selectedIndex: selected[0],
      selectedIndexes: selected,
      correct: answerIsCorrect(selectedIndexes, question.correctIndexes),
      correctIndex: correct[0],
      correctIndexes: correct,
      explanation: question.explanation,
      reinforcement: question.reinforcement,
    }
  }

  /**
   * Closes the attempt and grades it from the stored answers only: whatever
   * score a client might send is never read. Finishing twice returns the
   * same result. `passed` is stored with the score, before anything reads
   * it; only a passed lesson quiz completes its lesson.
   */
  async finish(attempt: QuizAttempt): Promise<AttemptResult> {
    const set = await QuizSet.findOrFail(attempt.quizSetId)
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    const answers = await QuizAttemptAnswer.query().where('quiz_attempt_id', attempt.id)
    const answerByQuestion = new Map(answers.map((answer) => [answer.quizQuestionId, answer]))

    let newlyFinished = false
    if (!attempt.finishedAt) {
      const now = DateTime.now()
      const elapsed = now.diff(attempt.startedAt, 'seconds').seconds
      const score = questions.filter(
        (question) => answerByQuestion.get(question.id)?.isCorrect
      ).length
      attempt.merge({
        finishedAt: now,
        score,
        total: questions.length,
        passed: quizPassed(quizPercent(score, questions.length), set.passPercent),
        durationSeconds: attemptDuration(elapsed, attempt.timeLimitSeconds),
        timedOut: attempt.timeLimitSeconds !== null && elapsed >= attempt.timeLimitSeconds,
      })
      const rows = await db
        .from('quiz_attempts')
        .where('id', attempt.id)
        .whereNull('finished_at')
        .update(
          {
            finished_at: attempt.finishedAt!.toJSDate(),
            score: attempt.score,
            total: attempt.total,
            passed: attempt.passed,
            duration_seconds: attempt.durationSeconds,
            timed_out: attempt.timedOut,
            updated_at: new Date(),
          },
          ['id']
        )
      newlyFinished = rows.length > 0
      if (newlyFinished) await forgetContent([STANDINGS])
      if (!newlyFinished) await attempt.refresh()
    }

    const passed = Boolean(attempt.passed)
    let lessonCompleted = false
    if (attempt.lessonId) {
      const lesson = await Lesson.find(attempt.lessonId)
      if (lesson && passed && newlyFinished) await this.progress.complete(attempt.userId, lesson)
      if (lesson) lessonCompleted = await this.lessonCompleted(attempt.userId, lesson.id)
    }
    if (newlyFinished)
      await QuizFinished.dispatch(attempt.userId, attempt.id, attempt.score ?? 0, attempt.total)

    const score = attempt.score ?? 0
    const percent = quizPercent(score, attempt.total)
    return {
      attemptId: attempt.id,
      kind: set.kind,
      score,
      total: attempt.total,
      percent,
      passPercent: set.passPercent,
      passed,
      durationSeconds: attempt.durationSeconds ?? 0,
      timedOut: attempt.timedOut,
      band: catalogueBand(percent),
      tier: lessonTier(percent),
      lessonCompleted,
      review: inAttemptOrder(questions, attempt.questionOrder).map((question) => {
        const answer = answerByQuestion.get(question.id)
        const order = this.optionOrder(attempt, question)
        const selected = answer ? shownIndexes(order, answer.selectedIndexes) : []
        const correct = answer ? shownIndexes(order, question.correctIndexes) : null
        return {
          questionId: question.id,
          question: question.question,
          options: displayedOptions(question.options, order),
          selectedIndex: selected[0] ?? null,
          selectedIndexes: selected,
          correct: answer?.isCorrect ?? false,
          correctIndex: correct ? correct[0] : null,
          correctIndexes: correct,
          explanation: answer ? question.explanation : null,
        }
      }),
    }
  }

  private async lessonCompleted(userId: number, lessonId: number) {
    const row = await db
      .from('lesson_progress')
      .where({ user_id: userId, lesson_id: lessonId })
      .whereNotNull('completed_at')
      .select('id')
      .first()
    return Boolean(row)
  }

  /**
   * The learner's standing on a quiz lesson: 'Aprovado' once an attempt
   * passed, 'Não aprovado' while all failed, with the best and the last
   * attempt, and the attempts started on each set.
   */
  async standingFor(userId: number, lessonId: number): Promise<LessonQuizStanding> {
    const attempts = await QuizAttempt.query()
      .where('user_id', userId)
      .where('lesson_id', lessonId)
      // raw SQL: unfinished attempts after the finished ones
      .orderByRaw('finished_at desc nulls last')
      .orderBy('id', 'desc')
      .select('score', 'total', 'passed', 'finished_at', 'quiz_set_id')
    const standing = quizStanding(
      attempts
        .filter((attempt) => attempt.finishedAt !== null)
        .map((attempt) => ({
          score: attempt.score ?? 0,
          total: attempt.total,
          passed: Boolean(attempt.passed),
        }))
    )
    /* Attempts started per set: a lesson given a quiz of its own starts its count again. */
    return { ...standing, attemptsBySet: countBy(attempts.map((attempt) => attempt.quizSetId)) }
  }

  /** Average percent of the learner's finished attempts on a course's quiz sets (null when none). */
  async averagePercentFor(userId: number, courseId: number) {
    const [row] = await db
      .from('quiz_attempts')
      .where('user_id', userId)
      .where('course_id', courseId)
      .whereNotNull('finished_at')
      .where('total', '>', 0)
      // raw SQL: avg() of an expression with a ::float cast
      .select(db.raw('avg(score::float / total) * 100 as average'))
    return row?.average === null || row?.average === undefined
      ? null
      : Math.round(Number(row.average))
  }
}
