/*
| Spaced review ('Revisão') rules shared by the server and the pages: which
| quiz answers put a question in the learner's review queue, how an answer
| in a review session rates recall for the FSRS scheduler (ts-fsrs, on the
| server), when a question is mastered, what "due today" means and the texts.
*/
import { TIME_ZONE } from '../platform/format.js'
import { currentStreak, dayKey } from './streaks.js'

/** A right answer that took longer than this (server time since the question was shown) was slow. */
export const SLOW_ANSWER_SECONDS = 45
/** A right answer within this many seconds was easy. */
export const EASY_ANSWER_SECONDS = 15
/** A question whose next review is this many days away or more is mastered and leaves the queue. */
export const MASTERED_INTERVAL_DAYS = 21
/** Retention counts the reviews of the last 30 days. */
export const RETENTION_WINDOW_DAYS = 30

/** The FSRS grades, with ts-fsrs's numbers (Rating.Again … Rating.Easy). */
export const REVIEW_GRADES = { again: 1, hard: 2, good: 3, easy: 4 } as const
export type ReviewGrade = (typeof REVIEW_GRADES)[keyof typeof REVIEW_GRADES]

export const GRADE_LABELS: Record<ReviewGrade, string> = {
  1: 'Errou',
  2: 'Difícil',
  3: 'Bom',
  4: 'Fácil',
}

export type ReviewReason = 'missed' | 'slow'

/** The link into the review session, wherever a page offers it. */
export const OPEN_REVIEW_LABEL = 'Abrir revisão'

/** Whatever is wrong with a review answer's choice (none, an option not shown), next to the options. */
export const REVIEW_CHOICE_MESSAGE = 'Escolha uma alternativa.'

/**
 * Why a quiz answer puts its question in the review queue: a wrong answer
 * ('missed'), a right one that took longer than SLOW_ANSWER_SECONDS
 * ('slow'), else none.
 */
export function reviewReason(correct: boolean, seconds: number): ReviewReason | null {
  if (!correct) return 'missed'
  return seconds > SLOW_ANSWER_SECONDS ? 'slow' : null
}

/** Recall from correctness and time: wrong Again, slow Hard, quick Easy, else Good. */
export function reviewGrade(correct: boolean, seconds: number): ReviewGrade {
  if (!correct) return REVIEW_GRADES.again
  if (seconds > SLOW_ANSWER_SECONDS) return REVIEW_GRADES.hard
  if (seconds <= EASY_ANSWER_SECONDS) return REVIEW_GRADES.easy
  return REVIEW_GRADES.good
}

/** Mastered: answered right and scheduled MASTERED_INTERVAL_DAYS or more ahead. */
export function isMastered(correct: boolean, scheduledDays: number) {
  return correct && scheduledDays >= MASTERED_INTERVAL_DAYS
}

/** Whole percent of the reviews answered right (null without reviews). */
export function retentionPercent(correct: number, total: number) {
  return total > 0 ? Math.round((correct / total) * 100) : null
}

/** 'Nenhuma questão para revisar hoje' · '1 questão para revisar hoje' · '2 questões para revisar hoje' */
export function dueTodayLabel(count: number) {
  if (count === 0) return 'Nenhuma questão para revisar hoje'
  return count === 1 ? '1 questão para revisar hoje' : `${count} questões para revisar hoje`
}

const dayMonthYear = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** 'Próxima revisão em 3 dias (30/11/2026)' · 'Próxima revisão amanhã (28/11/2026)' */
export function nextReviewLabel(due: Date | string, now: Date) {
  const days = Math.max(0, daysBetween(dayKey(now), dayKey(due)))
  const date = dayMonthYear.format(new Date(due))
  if (days === 0) return `Próxima revisão hoje (${date})`
  if (days === 1) return `Próxima revisão amanhã (${date})`
  return `Próxima revisão em ${days} dias (${date})`
}

/** Calendar days from one 'YYYY-MM-DD' to another. */
function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The review figures as read from the database (ReviewService.statsQueries). */
export type ReviewCounts = {
  dueToday: number
  inQueue: number
  mastered: number
  /** São Paulo days ('YYYY-MM-DD') with at least one review */
  reviewDays: string[]
  /** Reviews of the last RETENTION_WINDOW_DAYS, and how many were answered right */
  recent: { total: number; correct: number }
}

/** What the review page and the analytics show: counts, the review streak and the retention. */
export function reviewSummary(counts: ReviewCounts, today: string) {
  return {
    dueToday: counts.dueToday,
    inQueue: counts.inQueue,
    mastered: counts.mastered,
    streakDays: currentStreak(counts.reviewDays, today),
    reviewedToday: counts.reviewDays.includes(today),
    reviewsRecent: counts.recent.total,
    retention: retentionPercent(counts.recent.correct, counts.recent.total),
  }
}

export type ReviewSummary = ReturnType<typeof reviewSummary>
