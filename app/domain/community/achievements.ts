/*
| The achievements a learner can earn, and the rules that award them. The
| catalogue is data (stored in `achievements` by its key); each entry says
| which of the learner's numbers it watches and the value that earns it, so
| the award rule and the progress shown on /analytics are the same rule.
*/

export type AchievementMetric =
  'completedLessons' | 'completedCourses' | 'longestStreak' | 'bestQuizPercent' | 'quizzesAt85'

/**
 * The drawn icon (lucide) of each achievement, by name: pages draw it
 * (emoji render as an empty box where no emoji font is installed).
 */
export const ACHIEVEMENT_ICON_NAMES = [
  'sprout',
  'book-open',
  'graduation-cap',
  'flame',
  'target',
  'trophy',
  'brain',
  'calendar-check',
] as const
export type AchievementIconName = (typeof ACHIEVEMENT_ICON_NAMES)[number]

/** A finished quiz counts toward 'Mestre dos Quizzes' from this percent. */
export const QUIZ_MASTER_PERCENT = 85

export const ACHIEVEMENTS = [
  {
    key: 'first_lesson',
    title: 'Primeiro Passo',
    description: 'Concluiu a primeira aula.',
    icon: 'sprout',
    metric: 'completedLessons',
    target: 1,
  },
  {
    key: 'ten_lessons',
    title: 'Ritmo de Estudo',
    description: 'Concluiu 10 aulas.',
    icon: 'book-open',
    metric: 'completedLessons',
    target: 10,
  },
  {
    key: 'first_course',
    title: 'Curso Concluído',
    description: 'Concluiu todas as aulas de um curso.',
    icon: 'graduation-cap',
    metric: 'completedCourses',
    target: 1,
  },
  {
    key: 'streak_7',
    title: 'Semana Dedicada',
    description: 'Estudou 7 dias seguidos.',
    icon: 'flame',
    metric: 'longestStreak',
    target: 7,
  },
  {
    key: 'quiz_80',
    title: 'Mandou Bem no Quiz',
    description: 'Acertou 80% ou mais de um quiz.',
    icon: 'target',
    metric: 'bestQuizPercent',
    target: 80,
  },
  {
    key: 'quiz_perfect',
    title: 'Gabaritou!',
    description: 'Acertou todas as perguntas de um quiz.',
    icon: 'trophy',
    metric: 'bestQuizPercent',
    target: 100,
  },
  {
    key: 'quiz_master',
    title: 'Mestre dos Quizzes',
    description: `Finalizou 15 quizzes com ${QUIZ_MASTER_PERCENT}% ou mais.`,
    icon: 'brain',
    metric: 'quizzesAt85',
    target: 15,
  },
  {
    key: 'streak_30',
    title: 'Mês de Dedicação',
    description: 'Estudou 30 dias seguidos.',
    icon: 'calendar-check',
    metric: 'longestStreak',
    target: 30,
  },
] as const satisfies readonly {
  key: string
  title: string
  description: string
  icon: AchievementIconName
  metric: AchievementMetric
  target: number
}[]

export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key']

export type LearnerNumbers = {
  completedLessons: number
  completedCourses: number
  longestStreak: number
  /** Best finished quiz attempt, in percent (null when none) */
  bestQuizPercent: number | null
  /** Finished quiz attempts at QUIZ_MASTER_PERCENT or more */
  quizzesAt85: number
}

/** Every achievement the numbers deserve (already earned ones included), in catalogue order. */
export function deservedAchievements(numbers: LearnerNumbers): AchievementKey[] {
  return ACHIEVEMENTS.filter((entry) => (numbers[entry.metric] ?? 0) >= entry.target).map(
    (entry) => entry.key
  )
}
