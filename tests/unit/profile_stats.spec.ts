import { test } from '@japa/runner'
import { profilePoints, profileRanking } from '#domain/profile_stats'

test.group('Profile counters', () => {
  test('points: 10 per completed lesson, 100 per completed course, 25 per helpful answer', ({
    assert,
  }) => {
    assert.equal(profilePoints({ completedLessons: 0, completedCourses: 0, helpfulAnswers: 0 }), 0)
    assert.equal(
      profilePoints({ completedLessons: 3, completedCourses: 1, helpfulAnswers: 0 }),
      130
    )
    assert.equal(
      profilePoints({ completedLessons: 24, completedCourses: 2, helpfulAnswers: 4 }),
      540
    )
  })

  test('ranking: 1 + members with more points, none while at 0 points', ({ assert }) => {
    assert.equal(profileRanking(130, 0), 1)
    assert.equal(profileRanking(130, 4), 5)
    assert.isNull(profileRanking(0, 0))
    assert.isNull(profileRanking(0, 12))
  })
})
