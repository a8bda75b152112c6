import { test } from '@japa/runner'
import { ACHIEVEMENTS, deservedAchievements } from '#domain/community/achievements'

test.group('Achievement rules', () => {
  test('a new learner deserves nothing', ({ assert }) => {
    assert.deepEqual(
      deservedAchievements({
        completedLessons: 0,
        completedCourses: 0,
        longestStreak: 0,
        bestQuizPercent: null,
        quizzesAt85: 0,
      }),
      []
    )
  })

  test('first lesson, first course, 7-day streak and quizzes at 80 % and 100 %', ({ assert }) => {
    assert.deepEqual(
      deservedAchievements({
        completedLessons: 1,
        completedCourses: 0,
        longestStreak: 6,
        bestQuizPercent: 79,
        quizzesAt85: 0,
      }),
      ['first_lesson']
    )
    assert.deepEqual(
      deservedAchievements({
        completedLessons: 12,
        completedCourses: 1,
        longestStreak: 7,
        bestQuizPercent: 100,
        quizzesAt85: 0,
      }),
      ['first_lesson', 'ten_lessons', 'first_course', 'streak_7', 'quiz_80', 'quiz_perfect']
    )
    assert.equal(new Set(ACHIEVEMENTS.map((a) => a.key)).size, ACHIEVEMENTS.length)
  })
})
