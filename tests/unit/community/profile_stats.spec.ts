import { test } from '@japa/runner'
import {
  communityPoints,
  profilePoints,
  profileRanking,
  quizPoints,
} from '#domain/community/profile_stats'

const none = {
  completedLessons: 0,
  completedCourses: 0,
  quizPoints: 0,
  discussions: 0,
  replies: 0,
  likesReceived: 0,
  solutions: 0,
}

test.group('Profile counters', () => {
  test('points: 10 per completed lesson, 100 per completed course', ({ assert }) => {
    assert.equal(profilePoints(none), 0)
    assert.equal(profilePoints({ ...none, completedLessons: 3, completedCourses: 1 }), 130)
  })

  test('community points: discussion +5, reply +2, like received +1, solution +15', ({
    assert,
  }) => {
    assert.equal(communityPoints({ discussions: 1, replies: 0, likesReceived: 0, solutions: 0 }), 5)
    assert.equal(communityPoints({ discussions: 0, replies: 3, likesReceived: 0, solutions: 0 }), 6)
    assert.equal(communityPoints({ discussions: 0, replies: 0, likesReceived: 7, solutions: 0 }), 7)
    assert.equal(
      communityPoints({ discussions: 0, replies: 0, likesReceived: 0, solutions: 2 }),
      30
    )
    assert.equal(
      profilePoints({
        completedLessons: 24,
        completedCourses: 2,
        quizPoints: 17,
        discussions: 2,
        replies: 5,
        likesReceived: 4,
        solutions: 4,
      }),
      240 + 200 + 17 + 10 + 10 + 4 + 60
    )
  })

  test('quizzes: the best attempt of each quiz, its % ÷ 10 rounded, at most 10', ({ assert }) => {
    assert.equal(quizPoints(10, 10), 10)
    assert.equal(quizPoints(7, 10), 7)
    assert.equal(quizPoints(2, 3), 7)
    assert.equal(quizPoints(0, 5), 0)
    assert.equal(quizPoints(5, 0), 0)
    assert.equal(profilePoints({ ...none, quizPoints: 7 }), 7)
  })

  test('ranking: 1 + members with more points, none while at 0 points', ({ assert }) => {
    assert.equal(profileRanking(130, 0), 1)
    assert.equal(profileRanking(130, 4), 5)
    assert.isNull(profileRanking(0, 0))
    assert.isNull(profileRanking(0, 12))
  })
})
