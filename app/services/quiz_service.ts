import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import QuizAttempt from '#models/quiz_attempt'
import QuizAttemptAnswer from '#models/quiz_attempt_answer'
import Lesson from '#models/lesson'
import QuizFinished from '#events/quiz_finished'
import LearningProgressService from '#services/learning_progress_service'
import { invalidateMemberStandings } from '#services/member_standings_cache'
import {
  LESSON_QUIZ_SECONDS,
  answerInTime,
  attemptDuration,
  catalogueBand,
  lessonTier,
  quizPercent,
  type QuizKind,
} from '#domain/quiz'

export type AnswerReveal = {
  questionId: number
  selectedIndex: number
  correct: boolean
  correctIndex: number
  explanation: string
  reinforcement: string
}

export type ReviewItem = {
  questionId: number
  question: string
  options: string[]
  selectedIndex: number | null
  correct: boolean
  /** Only for answered questions: an unanswered one never reveals its answer */
  correctIndex: number | null
  explanation: string | null
}

export type AttemptResult = {
  attemptId: number
  kind: QuizKind
  score: number
  total: number
  percent: number
  durationSeconds: number
  timedOut: boolean
  band: string
  tier: ReturnType<typeof lessonTier>
  review: ReviewItem[]
  lessonCompleted: boolean
}

export type AnswerOutcome =
  | { status: 'ok'; reveal: AnswerReveal }
  | { status: 'finished' | 'expired' | 'unknown_question' | 'invalid_option' }

/**
 * Quizzes graded on the server. Questions reach the browser without their
 * answers; each answer is checked and stored, then its correct option and
 * explanation are revealed; the score is computed from the stored answers.
 */
@inject()
export default class QuizService {
  constructor(private progress: LearningProgressService) {}

  /** A course's lesson quiz set (quiz and exam lessons), with questions in order. */
  lessonSetFor(courseId: number) {
    return QuizSet.query()
      .where('kind', 'lesson')
      .where('course_id', courseId)
      .preload('questions', (query) => query.orderBy('position'))
      .first()
  }

  /** A course's 'Quiz Educativo' set, else the default catalogue set. */
  async catalogueSetFor(courseId: number) {
    const own = await QuizSet.query()
      .where('kind', 'catalogue')
      .where('course_id', courseId)
      .preload('questions', (query) => query.orderBy('position'))
      .first()
    if (own) return own
    return QuizSet.query()
      .where('kind', 'catalogue')
      .where('key', 'default')
      .preload('questions', (query) => query.orderBy('position'))
      .first()
  }

  /** Starts an attempt; lesson quizzes run against the 300-second clock. */
  async start(userId: number, set: QuizSet, courseId: number | null, lesson: Lesson | null) {
    const total = await QuizQuestion.query().where('quiz_set_id', set.id).count('* as total')
    return QuizAttempt.create({
      userId,
      quizSetId: set.id,
      courseId: lesson?.courseId ?? courseId,
      lessonId: lesson?.id ?? null,
      timeLimitSeconds: set.kind === 'lesson' ? LESSON_QUIZ_SECONDS : null,
      startedAt: DateTime.now(),
      total: Number(total[0].$extras.total),
      timedOut: false,
    })
  }

  async answer(
    attempt: QuizAttempt,
    questionId: number,
    selectedIndex: number
  ): Promise<AnswerOutcome> {
    if (attempt.finishedAt) return { status: 'finished' }
    const question = await QuizQuestion.query()
      .where('id', questionId)
      .where('quiz_set_id', attempt.quizSetId)
      .first()
    if (!question) return { status: 'unknown_question' }
    if (
      !Number.isInteger(selectedIndex) ||
      selectedIndex < 0 ||
      selectedIndex >= question.options.length
    ) {
      return { status: 'invalid_option' }
    }

    const existing = await QuizAttemptAnswer.query()
      .where('quiz_attempt_id', attempt.id)
      .where('quiz_question_id', question.id)
      .first()
    if (existing) {
      /* An option is chosen once per question: asking again reveals the stored answer, unchanged. */
      return { status: 'ok', reveal: this.reveal(question, existing.selectedIndex) }
    }

    const elapsed = DateTime.now().diff(attempt.startedAt, 'seconds').seconds
    if (!answerInTime(elapsed, attempt.timeLimitSeconds)) return { status: 'expired' }

    await db
      .insertQuery()
      .table('quiz_attempt_answers')
      .insert({
        quiz_attempt_id: attempt.id,
        quiz_question_id: question.id,
        selected_index: selectedIndex,
        is_correct: selectedIndex === question.correctIndex,
        answered_at: new Date(),
      })
      .onConflict(['quiz_attempt_id', 'quiz_question_id'])
      .ignore()
    const stored = await QuizAttemptAnswer.query()
      .where('quiz_attempt_id', attempt.id)
      .where('quiz_question_id', question.id)
      .firstOrFail()
    return { status: 'ok', reveal: this.reveal(question, stored.selectedIndex) }
  }

  private reveal(question: QuizQuestion, selectedIndex: number): AnswerReveal {
    return {
      questionId: question.id,
      selectedIndex,
      correct: selectedIndex === question.correctIndex,
      correctIndex: question.correctIndex,
      explanation: question.explanation,
      reinforcement: question.reinforcement,
    }
  }

  /**
   * Closes the attempt and grades it from the stored answers only: whatever
   * score a client might send is never read. Finishing twice returns the
   * same result. A lesson quiz completes its lesson.
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
      attempt.merge({
        finishedAt: now,
        score: questions.filter((question) => answerByQuestion.get(question.id)?.isCorrect).length,
        total: questions.length,
        durationSeconds: attemptDuration(elapsed, attempt.timeLimitSeconds),
        timedOut: attempt.timeLimitSeconds !== null && elapsed >= attempt.timeLimitSeconds,
      })
      /* Stored before the lesson's completion, which reads it (#domain/completion). */
      attempt.passed = quizPercent(attempt.score ?? 0, attempt.total) >= set.passPercent
      const rows = await db
        .from('quiz_attempts')
        .where('id', attempt.id)
        .whereNull('finished_at')
        .update(
          {
            finished_at: attempt.finishedAt!.toJSDate(),
            score: attempt.score,
            total: attempt.total,
            duration_seconds: attempt.durationSeconds,
            timed_out: attempt.timedOut,
            passed: attempt.passed,
            updated_at: new Date(),
          },
          ['id']
        )
      newlyFinished = rows.length > 0
      if (newlyFinished) invalidateMemberStandings()
      if (!newlyFinished) await attempt.refresh()
    }

    let lessonCompleted = false
    if (attempt.lessonId) {
      const lesson = await Lesson.find(attempt.lessonId)
      if (lesson) {
        /* Only a passing attempt completes its lesson. */
        if (newlyFinished && attempt.passed) await this.progress.complete(attempt.userId, lesson)
        lessonCompleted = Boolean(attempt.passed)
      }
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
      durationSeconds: attempt.durationSeconds ?? 0,
      timedOut: attempt.timedOut,
      band: catalogueBand(percent),
      tier: lessonTier(percent),
      lessonCompleted,
      review: questions.map((question) => {
        const answer = answerByQuestion.get(question.id)
        return {
          questionId: question.id,
          question: question.question,
          options: question.options,
          selectedIndex: answer?.selectedIndex ?? null,
          correct: answer?.isCorrect ?? false,
          correctIndex: answer ? question.correctIndex : null,
          explanation: answer ? question.explanation : null,
        }
      }),
    }
  }

  /** Average percent of the learner's finished attempts on a course's quiz sets (null when none). */
  async averagePercentFor(userId: number, courseId: number) {
    const [row] = await db
      .from('quiz_attempts')
      .where('user_id', userId)
      .where('course_id', courseId)
      .whereNotNull('finished_at')
      .where('total', '>', 0)
      .select(db.raw('avg(score::float / total) * 100 as average'))
    return row?.average === null || row?.average === undefined
      ? null
      : Math.round(Number(row.average))
  }
}
