import { test } from '@japa/runner'
import {
  achievementBoard,
  attemptPercent,
  averageScore,
  bestScore,
  initialAnalyticsTab,
  lastWeekStarts,
  quizCompletion,
  recommendations,
  scoreLevel,
  scoreTone,
  strengthsAndWeaknesses,
  studyDays,
  studyWeeks,
  subjectImprovements,
  subjectMatch,
  subjectScores,
  topPercent,
  weekStart,
  weeklyScores,
  type RecommendableLesson,
  type SubjectResult,
} from '#domain/learning/analytics'
import { deservedAchievements } from '#domain/community/achievements'
import { currentStreak, longestStreak } from '#domain/learning/streaks'

const attempt = (id: number, score: number, total: number, finishedAt: string) => ({
  id,
  score,
  total,
  finishedAt,
})

function result(
  attemptId: number,
  finishedAt: string,
  category: string,
  correct: number,
  questions: number,
  place: { courseId?: number | null; lessonId?: number | null } = {}
): SubjectResult {
  return {
    attemptId,
    finishedAt,
    category,
    correct,
    questions,
    courseId: place.courseId ?? 1,
    lessonId: place.lessonId ?? null,
  }
}

test.group('Analytics · overall average and best score', () => {
  test('the average is the mean of the attempts’ percents, with one decimal', ({ assert }) => {
    /* 60 %, 80 % and 33,33… % → 57,77… → 57,8 */
    const attempts = [
      attempt(1, 3, 5, '2026-03-02T12:00:00Z'),
      attempt(2, 4, 5, '2026-03-03T12:00:00Z'),
      attempt(3, 1, 3, '2026-03-04T12:00:00Z'),
    ]
    assert.equal(averageScore(attempts), 57.8)
    assert.equal(bestScore(attempts), 80)
    assert.closeTo(attemptPercent(1, 3)!, 33.333, 0.001)
  })

  test('no finished attempt gives no average (never a made-up 0)', ({ assert }) => {
    assert.isNull(averageScore([]))
    assert.isNull(bestScore([]))
    /* An attempt without questions has no percent and does not count */
    assert.isNull(attemptPercent(0, 0))
    assert.equal(
      averageScore([attempt(1, 0, 0, '2026-03-02'), attempt(2, 5, 5, '2026-03-02')]),
      100
    )
  })
})

test.group('Analytics · score colours and levels', () => {
  test('90 and above green, 70 and above yellow, below 70 red', ({ assert }) => {
    assert.equal(scoreTone(100), 'green')
    assert.equal(scoreTone(90), 'green')
    assert.equal(scoreTone(89.9), 'yellow')
    assert.equal(scoreTone(70), 'yellow')
    assert.equal(scoreTone(69.9), 'red')
    assert.equal(scoreTone(0), 'red')
    assert.equal(scoreLevel(95), 'Avançado')
    assert.equal(scoreLevel(75), 'Intermediário')
    assert.equal(scoreLevel(40), 'Iniciante')
  })
})

test.group('Analytics · global rank and Top N%', () => {
  test('Top N% is the rank over the confirmed members, rounded up', ({ assert }) => {
    /* 42 / 1247 = 3,37 % */
    assert.equal(topPercent(42, 1247), 4)
    assert.equal(topPercent(10, 200), 5)
    assert.equal(topPercent(11, 200), 6)
    assert.equal(topPercent(1, 1000), 1)
    assert.equal(topPercent(1, 1), 100)
    assert.equal(topPercent(3, 3), 100)
  })

  test('without a rank (no points yet) or members there is no Top N%', ({ assert }) => {
    assert.isNull(topPercent(null, 100))
    assert.isNull(topPercent(1, 0))
  })
})

test.group('Analytics · improvement per subject', () => {
  test('first attempt → latest attempt per category, and the change in points', ({ assert }) => {
    const rows = subjectImprovements([
      /* Given out of order: the dates decide which attempt is the first */
      result(3, '2026-03-10T12:00:00Z', 'Química', 2, 2),
      result(1, '2026-03-01T12:00:00Z', 'Química', 1, 2),
      result(2, '2026-03-05T12:00:00Z', 'Química', 0, 2),
      result(1, '2026-03-01T12:00:00Z', 'Legislação', 2, 3),
      result(3, '2026-03-10T12:00:00Z', 'Legislação', 1, 3),
    ])
    assert.deepEqual(rows, [
      { subject: 'Química', from: 50, to: 100, improvement: 50, attempts: 3 },
      { subject: 'Legislação', from: 66.7, to: 33.3, improvement: -33.4, attempts: 2 },
    ])
  })

  test('a subject taken once has no change yet; case and accents make no new subject', ({
    assert,
  }) => {
    const rows = subjectImprovements([
      result(1, '2026-03-01T12:00:00Z', 'Sistema Endocanabinoide', 1, 1),
      result(2, '2026-03-02T12:00:00Z', 'sistema endocanabinóide ', 0, 1),
      result(2, '2026-03-02T12:00:00Z', 'Botânica', 1, 2),
      result(2, '2026-03-02T12:00:00Z', '', 1, 1),
    ])
    assert.deepEqual(rows, [
      { subject: 'sistema endocanabinóide', from: 100, to: 0, improvement: -100, attempts: 2 },
      { subject: 'Botânica', from: 50, to: 50, improvement: null, attempts: 1 },
    ])
  })
})

test.group('Analytics · strengths, areas to improve and recommendations', () => {
  const results = [
    result(1, '2026-03-01T12:00:00Z', 'Iluminação', 1, 4, { courseId: 7, lessonId: 70 }),
    result(1, '2026-03-01T12:00:00Z', 'Clima', 3, 4, { courseId: 7, lessonId: 70 }),
    result(1, '2026-03-01T12:00:00Z', 'Colheita', 4, 4, { courseId: 7, lessonId: 70 }),
    result(2, '2026-03-02T12:00:00Z', 'Química analítica', 1, 2, { courseId: 8, lessonId: null }),
    result(3, '2026-03-03T12:00:00Z', 'Iluminação', 2, 4, { courseId: 7, lessonId: 70 }),
  ]
  const lessons: RecommendableLesson[] = [
    { id: 71, courseId: 7, title: 'Dimensionando o grow room', position: 1, isQuiz: false },
    { id: 72, courseId: 7, title: 'Iluminação: PPFD, DLI e espectro', position: 2, isQuiz: false },
    { id: 70, courseId: 7, title: 'Quiz: avaliação do cultivo', position: 3, isQuiz: true },
    { id: 81, courseId: 8, title: 'Cromatografia gasosa', position: 1, isQuiz: false },
  ]

  test('each subject’s score is correct answers over questions across attempts', ({ assert }) => {
    const scores = subjectScores(results)
    assert.deepEqual(
      scores.map((row) => [row.subject, row.score, row.level, row.tone]),
      [
        ['Iluminação', 37.5, 'Iniciante', 'red'],
        ['Química analítica', 50, 'Iniciante', 'red'],
        ['Clima', 75, 'Intermediário', 'yellow'],
        ['Colheita', 100, 'Avançado', 'green'],
      ]
    )
    const { strengths, toImprove } = strengthsAndWeaknesses(scores)
    assert.deepEqual(
      strengths.map((row) => row.subject),
      ['Colheita', 'Clima']
    )
    assert.deepEqual(
      toImprove.map((row) => row.subject),
      ['Iluminação', 'Química analítica']
    )
  })

  test('the weakest subjects point to the lesson that names them, else to retaking the quiz', ({
    assert,
  }) => {
    const picked = recommendations(subjectScores(results), lessons)
    assert.deepEqual(picked, [
      {
        kind: 'lesson',
        subject: 'Iluminação',
        score: 37.5,
        courseId: 7,
        lessonId: 72,
        lessonTitle: 'Iluminação: PPFD, DLI e espectro',
        position: 2,
      },
      /* No lesson of course 8 names it: retake the course's Quiz Educativo */
      {
        kind: 'quiz',
        subject: 'Química analítica',
        score: 50,
        courseId: 8,
        lessonId: null,
        lessonTitle: null,
        position: null,
      },
      /* 'Clima' is named by no lesson: retake the quiz lesson where it was asked */
      {
        kind: 'quiz',
        subject: 'Clima',
        score: 75,
        courseId: 7,
        lessonId: 70,
        lessonTitle: 'Quiz: avaliação do cultivo',
        position: 3,
      },
    ])
    assert.equal(subjectMatch('Iluminação', 'ILUMINACAO e clima'), 1)
    assert.equal(subjectMatch('Efeito comitiva', 'A origem do efeito comitiva'), 2)
    assert.lengthOf(recommendations([], lessons), 0)
  })
})

test.group('Analytics · weeks from Monday to Sunday in São Paulo', () => {
  test('a week starts on Monday, across month and year ends', ({ assert }) => {
    assert.equal(weekStart('2026-03-02'), '2026-03-02')
    /* Sunday 1 March belongs to the week that started on Monday 23 February */
    assert.equal(weekStart('2026-03-01'), '2026-02-23')
    assert.equal(weekStart('2027-01-03'), '2026-12-28')
    assert.equal(weekStart('2026-12-31'), '2026-12-28')
    assert.deepEqual(lastWeekStarts('2026-03-04', 3), ['2026-02-16', '2026-02-23', '2026-03-02'])
    assert.lengthOf(lastWeekStarts('2026-03-04'), 8)
    assert.equal(lastWeekStarts('2026-03-04')[0], '2026-01-12')
  })

  test('a quiz late on Sunday evening in São Paulo counts in that week, not the next', ({
    assert,
  }) => {
    const weeks = weeklyScores(
      [
        /* Sunday 1 March, 23:30 in São Paulo (Monday 02:30 UTC) */
        attempt(1, 4, 5, '2026-03-02T02:30:00Z'),
        /* Monday 2 March, 00:00 in São Paulo */
        attempt(2, 2, 5, '2026-03-02T03:00:00Z'),
        attempt(3, 3, 3, '2026-03-04T15:00:00Z'),
      ],
      '2026-03-04',
      3
    )
    assert.deepEqual(weeks, [
      { weekStart: '2026-02-16', weekEnd: '2026-02-22', label: '16/02', score: null, quizzes: 0 },
      { weekStart: '2026-02-23', weekEnd: '2026-03-01', label: '23/02', score: 80, quizzes: 1 },
      { weekStart: '2026-03-02', weekEnd: '2026-03-08', label: '02/03', score: 70, quizzes: 2 },
    ])
  })

  test('study time per day and per week against the weekly goal', ({ assert }) => {
    const seconds = new Map([
      ['2026-02-28', 3600],
      ['2026-03-01', 1800],
      ['2026-03-02', 5400],
      ['2026-03-04', 90],
    ])
    const weeks = studyWeeks(seconds, '2026-03-04', 5, 2)
    assert.deepEqual(weeks, [
      { weekStart: '2026-02-23', label: '23/02', hours: 1.5, minutes: 90, goalPercent: 30 },
      { weekStart: '2026-03-02', label: '02/03', hours: 1.5, minutes: 92, goalPercent: 31 },
    ])
    const days = studyDays(seconds, '2026-03-04', 3)
    assert.deepEqual(days, [
      { day: '2026-03-02', label: 'seg', minutes: 90 },
      { day: '2026-03-03', label: 'ter', minutes: 0 },
      { day: '2026-03-04', label: 'qua', minutes: 2 },
    ])
  })
})

test.group('Analytics · quizzes completed', () => {
  test('completed out of the quizzes of the courses being taken', ({ assert }) => {
    const courses = [
      { courseId: 1, quizLessonIds: [10, 11], hasCatalogueQuiz: true },
      { courseId: 2, quizLessonIds: [20], hasCatalogueQuiz: false },
    ]
    const attempts = [
      { courseId: 1, lessonId: 10, kind: 'lesson' as const },
      { courseId: 1, lessonId: 10, kind: 'lesson' as const },
      { courseId: 1, lessonId: null, kind: 'catalogue' as const },
      /* A course the learner is not taking counts in neither number */
      { courseId: 9, lessonId: 90, kind: 'lesson' as const },
    ]
    assert.deepEqual(quizCompletion(courses, attempts), { completed: 2, available: 4, percent: 50 })
    assert.deepEqual(quizCompletion([], []), { completed: 0, available: 0, percent: 0 })
  })
})

test.group('Analytics · streaks and achievements', () => {
  test('the streak counts consecutive São Paulo days up to today across a month end', ({
    assert,
  }) => {
    const days = ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']
    assert.equal(currentStreak(days, '2026-03-02'), 4)
    assert.equal(currentStreak(days, '2026-03-03'), 4)
    assert.equal(currentStreak(days, '2026-03-04'), 0)
    assert.equal(longestStreak(days), 4)
  })

  test('15 quizzes at 85 % or more and 30 days in a row are achievements too', ({ assert }) => {
    const base = {
      completedLessons: 0,
      completedCourses: 0,
      longestStreak: 29,
      bestQuizPercent: null,
      quizzesAt85: 14,
    }
    assert.deepEqual(deservedAchievements(base), ['streak_7'])
    assert.includeMembers(deservedAchievements({ ...base, longestStreak: 30, quizzesAt85: 15 }), [
      'quiz_master',
      'streak_30',
    ])
  })

  test('each achievement is earned with its date or locked with the progress toward it', ({
    assert,
  }) => {
    const board = achievementBoard(new Map([['first_lesson', '2026-03-01T12:00:00.000Z']]), {
      completedLessons: 4,
      completedCourses: 0,
      longestStreak: 9,
      currentStreak: 2,
      bestQuizPercent: 60,
      quizzesAt85: 6,
    })
    const byKey = Object.fromEntries(board.all.map((entry) => [entry.key, entry]))
    assert.equal(board.earnedCount, 1)
    assert.equal(byKey.first_lesson.earnedAt, '2026-03-01T12:00:00.000Z')
    assert.deepInclude(byKey.ten_lessons, { earnedAt: null, current: 4, target: 10, percent: 40 })
    assert.deepInclude(byKey.quiz_master, { current: 6, target: 15, percent: 40 })
    /* A streak goal follows the run in progress */
    assert.deepInclude(byKey.streak_30, { current: 2, target: 30, percent: 6 })
    assert.deepInclude(byKey.quiz_80, { current: 60, target: 80, percent: 75 })
    assert.deepEqual(
      board.next.map((entry) => entry.key),
      ['quiz_80', 'quiz_perfect', 'ten_lessons']
    )
  })
})

test.group('Analytics · tabs', () => {
  test('?aba= opens a known tab, anything else Visão Geral', ({ assert }) => {
    assert.equal(initialAnalyticsTab('conquistas'), 'conquistas')
    assert.equal(initialAnalyticsTab('pontos-fortes'), 'pontos-fortes')
    assert.equal(initialAnalyticsTab('admin'), 'visao-geral')
    assert.equal(initialAnalyticsTab(undefined), 'visao-geral')
  })
})
