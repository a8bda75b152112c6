import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Course from '#models/course'
import Lesson from '#models/lesson'
import QuizQuestion from '#models/quiz_question'
import QuizSet from '#models/quiz_set'
import ReviewCard from '#models/review_card'
import { TIME_ZONE } from '#domain/platform/format'
import { releaseDate } from '#domain/catalog/pacing'
import {
  answerIsCorrect,
  chosenOptions,
  displayedOptions,
  isOptionOrder,
  optionOrderFor,
  shownIndexes,
  shuffled,
} from '#domain/learning/quiz'
import {
  GRADE_LABELS,
  RETENTION_WINDOW_DAYS,
  isMastered,
  nextReviewLabel,
  reviewGrade,
  reviewReason,
  type ReviewCounts,
  type ReviewGrade,
} from '#domain/learning/review'
import { publicQuestion, type PublicQuizQuestion } from '#transformers/quiz_transformer'

/*
 * FSRS with its default weights and 90 % desired retention, in whole days
 * (a learner reviews once a day, not every ten minutes: no short-term
 * steps), without fuzz (a few questions per learner, nothing to spread out).
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false })

/** How far back the review streak is read. */
const STREAK_LOOKBACK_DAYS = 400

/**
 * The end of the learner's day: next midnight in São Paulo (the calendar
 * day pacing releases on, one day on). A card due before it is due today.
 */
export function endOfDay(now: Date) {
  return releaseDate(now, 1)
}

/** A quiz answer as the review queue reads it. */
export type AnsweredQuestion = {
  questionId: number
  courseId: number | null
  lessonId: number | null
  correct: boolean
  /** Server time from the question shown (or the previous answer) to this answer */
  seconds: number
}

/** The question a review session shows now, options in their shown order, without the answer. */
export type ReviewQuestion = {
  cardId: number
  question: PublicQuizQuestion
  course: { title: string; slug: string } | null
  lesson: { title: string; position: number } | null
}

export type ReviewReveal = {
  cardId: number
  question: string
  options: string[]
  correct: boolean
  /** As shown */
  selectedIndexes: number[]
  correctIndexes: number[]
  explanation: string
  grade: ReviewGrade
  gradeLabel: string
  due: string
  nextReview: string
  mastered: boolean
}

export type ReviewAnswerOutcome =
  { status: 'ok'; reveal: ReviewReveal } | { status: 'not_found' | 'not_due' | 'invalid_option' }

/** ts-fsrs's card from the stored row. */
function fsrsCard(card: ReviewCard): Card {
  return {
    due: card.due.toJSDate(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.lastReview?.toJSDate(),
  }
}

/** The stored columns of a ts-fsrs card. */
function fsrsColumns(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ?? null,
  }
}

/**
 * Spaced review ('Revisão'): every quiz question a learner missed or
 * answered slowly enters their queue, due at once; a review session shows
 * the due ones one by one (options shuffled when their quiz shuffles),
 * grades each answer on the server, rates recall from correctness and time
 * and lets FSRS (ts-fsrs) schedule the next review. A question scheduled
 * MASTERED_INTERVAL_DAYS or more ahead after a right answer is mastered and
 * leaves the queue; missing it again in a quiz brings it back.
 */
export default class ReviewService {
  /** Puts a quiz answer's question in the queue when it was missed or slow (nothing otherwise). */
  async enqueue(
    userId: number,
    answered: AnsweredQuestion,
    client: QueryClientContract = db.connection(),
    now: Date = new Date(Date.now())
  ) {
    const reason = reviewReason(answered.correct, answered.seconds)
    if (!reason) return
    const fresh = createEmptyCard(now)
    const insert = client
      .insertQuery()
      .table('review_cards')
      .insert({
        user_id: userId,
        quiz_question_id: answered.questionId,
        course_id: answered.courseId,
        lesson_id: answered.lessonId,
        reason,
        ...fsrsColumns(fresh),
        created_at: now,
        updated_at: now,
      })
      .onConflict(['user_id', 'quiz_question_id'])
    if (reason === 'slow') {
      /* A slow answer adds a question, never moves one already queued. */
      await insert.ignore()
      return
    }
    /* Missed again: due today again (mastered or not), its FSRS memory kept. */
    await insert.merge({
      // raw SQL: the earlier of the queued and the new due date
      due: db.raw('least(review_cards.due, excluded.due)'),
      reason: 'missed',
      mastered_at: null,
      course_id: answered.courseId,
      lesson_id: answered.lessonId,
      updated_at: now,
    })
  }

  /** Questions due today (before the next São Paulo midnight), as a query for a combined read. */
  dueTodayQuery(userId: number, now: Date = new Date(Date.now())) {
    return db
      .from('review_cards')
      .where('user_id', userId)
      .whereNull('mastered_at')
      .where('due', '<', endOfDay(now))
      .count('*')
  }

  /**
   * The next question due today, shown now: the first time it is asked for,
   * its show time and option order are stored (a reload shows the same order
   * and keeps counting from the first showing).
   */
  async next(userId: number, now: Date = new Date(Date.now())): Promise<ReviewQuestion | null> {
    const card = await ReviewCard.query()
      .where('user_id', userId)
      .whereNull('mastered_at')
      .where('due', '<', endOfDay(now))
      .orderBy('due', 'asc')
      .orderBy('id', 'asc')
      .preload('quizQuestion')
      .first()
    if (!card) return null
    const question = card.quizQuestion
    const optionCount = question.options.length
    /* Shown already, with an order that still fits its options: the same again. */
    if (!card.shownAt || !isOptionOrder(card.optionOrder, optionCount)) {
      const set = await QuizSet.find(question.quizSetId)
      const plain = Array.from({ length: optionCount }, (_, index) => index)
      card.merge({
        shownAt: DateTime.fromJSDate(now),
        optionOrder: set?.shuffle ? shuffled(plain, (max) => randomInt(0, max)) : plain,
      })
      await card.save()
    }
    const [course, lesson] = await Promise.all([
      card.courseId
        ? Course.query()
            .where('id', card.courseId)
            .select('title', 'slug', 'is_published', 'archived_at')
            .first()
        : null,
      card.lessonId ? this.lessonLink(card.lessonId) : null,
    ])
    return {
      cardId: card.id,
      question: publicQuestion(question, card.optionOrder!),
      course: course ? { title: course.title, slug: course.slug } : null,
      /* A link only into a course the catalogue still shows (Course.visible). */
      lesson: course?.isVisible ? lesson : null,
    }
  }

  /** The lesson where the question was missed, with its address position (null when unpublished). */
  private async lessonLink(lessonId: number) {
    const lesson = await Lesson.query()
      .where('id', lessonId)
      .select('id', 'title', 'course_id')
      .first()
    if (!lesson) return null
    const positions = await Lesson.positionsIn(lesson.courseId)
    const position = positions.get(lesson.id)
    return position ? { title: lesson.title, position } : null
  }

  /**
   * Grades the answer to the question shown (`displayedIndexes` as shown),
   * rates recall from correctness and the time since it was shown, and
   * reschedules the card with FSRS; logged for the streak and retention.
   * Answering twice, or a card not due, changes nothing.
   */
  async answer(
    userId: number,
    cardId: number,
    displayedIndexes: number[],
    now: Date = new Date(Date.now())
  ): Promise<ReviewAnswerOutcome> {
    return db.transaction(async (trx) => {
      const card = await ReviewCard.query({ client: trx })
        .where('id', cardId)
        .where('user_id', userId)
        .forUpdate()
        .first()
      if (!card) return { status: 'not_found' as const }
      if (card.masteredAt || !card.shownAt || card.due.toJSDate() >= endOfDay(now))
        return { status: 'not_due' as const }
      const question = await QuizQuestion.query({ client: trx })
        .where('id', card.quizQuestionId)
        .firstOrFail()
      const order = optionOrderFor(
        card.optionOrder ? { [question.id]: card.optionOrder } : null,
        question.id,
        question.options.length
      )
      const selected = chosenOptions(order, displayedIndexes, question.correctIndexes)
      if (!selected) return { status: 'invalid_option' as const }
      const correct = answerIsCorrect(selected, question.correctIndexes)
      const seconds = Math.max(0, (now.getTime() - card.shownAt.toMillis()) / 1000)
      const grade = reviewGrade(correct, seconds)
      const next = scheduler.next(fsrsCard(card), now, grade as Grade).card
      const mastered = isMastered(correct, next.scheduled_days)

      await trx
        .from('review_cards')
        .where('id', card.id)
        .update({
          ...fsrsColumns(next),
          shown_at: null,
          option_order: null,
          mastered_at: mastered ? now : null,
          updated_at: now,
        })
      await trx.insertQuery().table('review_logs').insert({
        user_id: userId,
        review_card_id: card.id,
        rating: grade,
        correct,
        seconds,
        scheduled_days: next.scheduled_days,
        due: next.due,
        reviewed_at: now,
      })
      return {
        status: 'ok' as const,
        reveal: {
          cardId: card.id,
          question: question.question,
          options: displayedOptions(question.options, order),
          correct,
          selectedIndexes: shownIndexes(order, selected),
          correctIndexes: shownIndexes(order, question.correctIndexes),
          explanation: question.explanation,
          grade,
          gradeLabel: GRADE_LABELS[grade],
          due: next.due.toISOString(),
          nextReview: nextReviewLabel(next.due, now),
          mastered,
        },
      }
    })
  }

  /**
   * The review figures as queries for a combined read (StudyStatsService.overview
   * extras): due today, queued, mastered, the days with a review, and the
   * reviews of the last RETENTION_WINDOW_DAYS with how many were right.
   */
  statsQueries(userId: number, now: Date = new Date(Date.now())) {
    const since = new Date(now.getTime() - STREAK_LOOKBACK_DAYS * 86_400_000)
    const recentSince = new Date(now.getTime() - RETENTION_WINDOW_DAYS * 86_400_000)
    return {
      reviewDue: this.dueTodayQuery(userId, now),
      reviewQueued: db
        .from('review_cards')
        .where('user_id', userId)
        .whereNull('mastered_at')
        .count('*'),
      reviewMastered: db
        .from('review_cards')
        .where('user_id', userId)
        .whereNotNull('mastered_at')
        .count('*'),
      // raw SQL: distinct São Paulo days (AT TIME ZONE) as one JSON list
      reviewDays: db.rawQuery(
        `select coalesce(json_agg(distinct to_char((reviewed_at at time zone '${TIME_ZONE}')::date, 'YYYY-MM-DD')), '[]'::json)
           from review_logs where user_id = ? and reviewed_at >= ?`,
        [userId, since]
      ),
      // raw SQL: two counts (all, right) as one JSON object
      reviewRecent: db.rawQuery(
        `select json_build_object('total', count(*), 'correct', count(*) filter (where correct))
           from review_logs where user_id = ? and reviewed_at >= ?`,
        [userId, recentSince]
      ),
    }
  }

  /** `statsQueries`' values as read back. */
  static countsFrom(extra: Record<string, unknown>): ReviewCounts {
    const recent = (extra.reviewRecent ?? { total: 0, correct: 0 }) as {
      total: number
      correct: number
    }
    return {
      dueToday: Number(extra.reviewDue ?? 0),
      inQueue: Number(extra.reviewQueued ?? 0),
      mastered: Number(extra.reviewMastered ?? 0),
      reviewDays: (extra.reviewDays ?? []) as string[],
      recent: { total: Number(recent.total), correct: Number(recent.correct) },
    }
  }
}
