import { test } from '@japa/runner'
import {
  DEFAULT_WEEKLY_GOAL_HOURS,
  completionEstimateDays,
  creditableSeconds,
  dailyTargetMinutes,
  studyCapSeconds,
  studiedTimeText,
} from '#domain/learning/study_plan'

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
    /* Twice the lesson's length, at least 15 minutes. */
    assert.equal(studyCapSeconds(600), 1200)
    assert.equal(studyCapSeconds(120), 900)
    assert.equal(creditableSeconds(30, 0, 600), 30)
    assert.equal(creditableSeconds(3600, 0, 600), 90)
    assert.equal(creditableSeconds(30, 1190, 600), 10)
    assert.equal(creditableSeconds(30, 1200, 600), 0)
    assert.equal(creditableSeconds(60, 0, 600, 12), 17)
    assert.equal(creditableSeconds(-5, 0, 600), 0)
  })

  test("'Horas estudadas' reads in minutes below one hour, in hours from there", ({ assert }) => {
    assert.equal(studiedTimeText(0), '0 min')
    assert.equal(studiedTimeText(20), '20 min')
    assert.equal(studiedTimeText(59), '59 min')
    assert.equal(studiedTimeText(60), '1 h')
    assert.equal(studiedTimeText(90), '1,5 h')
  })
})
