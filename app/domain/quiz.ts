/*
| Quiz rules shared by the server (grading) and the pages (labels, bands):
| the catalogue quiz's result bands, the lesson quiz's tiers, difficulty
| labels, feedback texts and the lesson quiz timer.
*/

export const QUIZ_KINDS = ['lesson', 'catalogue'] as const
export type QuizKind = (typeof QUIZ_KINDS)[number]

export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number]

export const DIFFICULTY_LABELS: Record<QuizDifficulty, string> = {
  easy: 'Fácil',
  medium: 'Médio',
  hard: 'Difícil',
}

/** The lesson quiz runs against a 300-second countdown and finishes at zero. */
export const LESSON_QUIZ_SECONDS = 300
/** Answers may arrive this late after the countdown (network latency) and still count. */
export const ANSWER_GRACE_SECONDS = 5

export const QUESTIONS_PER_SET: Record<QuizKind, number> = { lesson: 5, catalogue: 3 }

export const FEEDBACK = {
  catalogueCorrect: 'Parabéns! Resposta correta.',
  catalogueWrong: 'Ops! Vamos aprender juntos:',
  lessonCorrect: 'Correto!',
  lessonWrong: 'Incorreto!',
} as const

/** Score as a whole percent (0 when there are no questions). */
export function quizPercent(score: number, total: number) {
  if (total <= 0) return 0
  return Math.round((score / total) * 100)
}

/** Catalogue quiz: 80 % or more 'Excelente!', 60 % or more 'Bom trabalho!', else 'Continue estudando!'. */
export function catalogueBand(percent: number) {
  if (percent >= 80) return 'Excelente!'
  if (percent >= 60) return 'Bom trabalho!'
  return 'Continue estudando!'
}

export type LessonTier = { tone: 'success' | 'warning' | 'danger'; message: string }

/** Lesson quiz: 80 % or more green, 60 to under 80 yellow, under 60 red. */
export function lessonTier(percent: number): LessonTier {
  if (percent >= 80) return { tone: 'success', message: 'Excelente! Você domina o conteúdo!' }
  if (percent >= 60)
    return { tone: 'warning', message: 'Bom trabalho! Continue estudando para aperfeiçoar.' }
  return { tone: 'danger', message: 'Recomendamos revisar o conteúdo antes de prosseguir.' }
}

/** True when an answer posted `elapsedSeconds` after the start still counts for a timed quiz. */
export function answerInTime(elapsedSeconds: number, timeLimitSeconds: number | null) {
  if (timeLimitSeconds === null) return true
  return elapsedSeconds <= timeLimitSeconds + ANSWER_GRACE_SECONDS
}

/** Duration stored for an attempt: wall time on the server, never more than the time limit. */
export function attemptDuration(elapsedSeconds: number, timeLimitSeconds: number | null) {
  const seconds = Math.max(0, Math.round(elapsedSeconds))
  return timeLimitSeconds === null ? seconds : Math.min(seconds, timeLimitSeconds)
}

/** mm:ss for the countdown */
export function formatCountdown(seconds: number) {
  const safe = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`
}
