import { test } from '@japa/runner'
import {
  DEFAULT_WEEKLY_GOAL_HOURS,
  completionEstimateDays,
  creditableSeconds,
  dailyTargetMinutes,
  studyCapSeconds,
} from '#domain/study_plan'

test.group('Study plan', () => {
  test('the weekly goal defaults to 5 h and the daily target is goal / 7', ({ assert }) => {
    assert.equal(DEFAULT_WEEKLY_GOAL_HOURS, 5)
    assert.equal(dailyTargetMinutes(5), 43)
    assert.equal(dailyTargetMinutes(7), 60)
  })

  test('completion estimate in days = ceil(remaining hours / (goal / 7))', ({ assert }) => {
    /* 10 h at 5 h/week: 10 / (5/7) = 14 days */
    assert.equal(completionEstimateDays(10, 5), 14)
    /* 8.3 h at 5 h/week: 11.62 → 12 */
    assert.equal(completionEstimateDays(8.3, 5), 12)
    assert.equal(completionEstimateDays(1, 14), 1)
    assert.equal(completionEstimateDays(0, 5), 0)
    assert.isNull(completionEstimateDays(3, 0))
  })

  test('studied time is capped per report, per real elapsed time and per lesson', ({ assert }) => {
    assert.equal(studyCapSeconds(10), 1200)
    assert.equal(studyCapSeconds(2), 900)
    assert.equal(creditableSeconds(30, 0, 10), 30)
    assert.equal(creditableSeconds(3600, 0, 10), 90)
    assert.equal(creditableSeconds(30, 1190, 10), 10)
    assert.equal(creditableSeconds(30, 1200, 10), 0)
    assert.equal(creditableSeconds(60, 0, 10, 12), 17)
    assert.equal(creditableSeconds(-5, 0, 10), 0)
  })
})
