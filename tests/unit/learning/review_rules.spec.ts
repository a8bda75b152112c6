import { test } from '@japa/runner'
import {
  EASY_ANSWER_SECONDS,
  MASTERED_INTERVAL_DAYS,
  REVIEW_GRADES,
  SLOW_ANSWER_SECONDS,
  dueTodayLabel,
  isMastered,
  nextReviewLabel,
  retentionPercent,
  reviewGrade,
  reviewReason,
  reviewSummary,
} from '#domain/learning/review'
import { endOfDay } from '#services/learning/review_service'

test.group('Spaced review rules', () => {
  test('a missed answer, or a right one slower than the limit, enters the queue', ({ assert }) => {
    assert.equal(reviewReason(false, 3), 'missed')
    assert.equal(reviewReason(false, 200), 'missed')
    assert.equal(reviewReason(true, SLOW_ANSWER_SECONDS + 0.5), 'slow')
    assert.isNull(reviewReason(true, SLOW_ANSWER_SECONDS))
    assert.isNull(reviewReason(true, 4))
  })

  test('recall is rated from correctness and time', ({ assert }) => {
    assert.equal(reviewGrade(false, 2), REVIEW_GRADES.again)
    assert.equal(reviewGrade(true, SLOW_ANSWER_SECONDS + 1), REVIEW_GRADES.hard)
    assert.equal(reviewGrade(true, SLOW_ANSWER_SECONDS), REVIEW_GRADES.good)
    assert.equal(reviewGrade(true, EASY_ANSWER_SECONDS + 1), REVIEW_GRADES.good)
    assert.equal(reviewGrade(true, EASY_ANSWER_SECONDS), REVIEW_GRADES.easy)
  })

  test('a question is mastered only when answered right and scheduled far enough', ({ assert }) => {
    assert.isTrue(isMastered(true, MASTERED_INTERVAL_DAYS))
    assert.isFalse(isMastered(true, MASTERED_INTERVAL_DAYS - 1))
    assert.isFalse(isMastered(false, 90))
  })

  test('"today" ends at the next midnight in São Paulo', ({ assert }) => {
    /* 23:30 in São Paulo on 27/11 is 02:30 UTC on 28/11: today ends at 03:00 UTC on 28/11. */
    assert.equal(
      endOfDay(new Date('2026-11-28T02:30:00Z')).toISOString(),
      '2026-11-28T03:00:00.000Z'
    )
    assert.equal(
      endOfDay(new Date('2026-11-28T03:00:00Z')).toISOString(),
      '2026-11-29T03:00:00.000Z'
    )
  })

  test('labels and retention in pt-BR', ({ assert }) => {
    assert.equal(dueTodayLabel(0), 'Nenhuma questão para revisar hoje')
    assert.equal(dueTodayLabel(1), '1 questão para revisar hoje')
    assert.equal(dueTodayLabel(2), '2 questões para revisar hoje')
    const now = new Date('2026-11-27T15:00:00Z')
    assert.equal(
      nextReviewLabel('2026-11-30T15:00:00Z', now),
      'Próxima revisão em 3 dias (30/11/2026)'
    )
    assert.equal(
      nextReviewLabel('2026-11-28T15:00:00Z', now),
      'Próxima revisão amanhã (28/11/2026)'
    )
    assert.equal(retentionPercent(2, 3), 67)
    assert.isNull(retentionPercent(0, 0))
  })

  test('the summary counts the review streak up to today or yesterday', ({ assert }) => {
    const summary = reviewSummary(
      {
        dueToday: 2,
        inQueue: 5,
        mastered: 1,
        reviewDays: ['2026-11-24', '2026-11-25', '2026-11-26'],
        recent: { total: 4, correct: 3 },
      },
      '2026-11-27'
    )
    assert.deepEqual(summary, {
      dueToday: 2,
      inQueue: 5,
      mastered: 1,
      streakDays: 3,
      reviewedToday: false,
      reviewsRecent: 4,
      retention: 75,
    })
  })
})
