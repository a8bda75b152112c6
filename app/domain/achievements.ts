/*
| The achievements a learner can earn, and the rules that award them. The
| catalogue is data (stored in `achievements` by its key); these rules say
| which keys a learner's numbers deserve.
*/

export const ACHIEVEMENTS = [
  {
    key: 'first_lesson',
    title: 'Primeiro Passo',
    description: 'Concluiu a primeira aula.',
    icon: '🌱',
  },
  {
    key: 'ten_lessons',
    title: 'Ritmo de Estudo',
    description: 'Concluiu 10 aulas.',
    icon: '📚',
  },
  {
    key: 'first_course',
    title: 'Curso Concluído',
    description: 'Concluiu todas as aulas de um curso.',
    icon: '🎓',
  },
  {
    key: 'streak_7',
    title: 'Semana Dedicada',
    description: 'Estudou 7 dias seguidos.',
    icon: '🔥',
  },
  {
    key: 'quiz_80',
    title: 'Mandou Bem no Quiz',
    description: 'Acertou 80% ou mais de um quiz.',
    icon: '🎯',
  },
  {
    key: 'quiz_perfect',
    title: 'Gabaritou!',
    description: 'Acertou todas as perguntas de um quiz.',
    icon: '🏆',
  },
] as const

export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key']

export type LearnerNumbers = {
  completedLessons: number
  completedCourses: number
  longestStreak: number
  /** Best finished quiz attempt, in percent (null when none) */
  bestQuizPercent: number | null
}

/** Every achievement the numbers deserve (already earned ones included). */
export function deservedAchievements(numbers: LearnerNumbers): AchievementKey[] {
  const keys: AchievementKey[] = []
  if (numbers.completedLessons >= 1) keys.push('first_lesson')
  if (numbers.completedLessons >= 10) keys.push('ten_lessons')
  if (numbers.completedCourses >= 1) keys.push('first_course')
  if (numbers.longestStreak >= 7) keys.push('streak_7')
  if (numbers.bestQuizPercent !== null && numbers.bestQuizPercent >= 80) keys.push('quiz_80')
  if (numbers.bestQuizPercent === 100) keys.push('quiz_perfect')
  return keys
}
