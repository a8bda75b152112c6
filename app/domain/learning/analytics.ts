/*
| The learner's 'Análises de Performance' (/analytics): every figure is a
| formula over what the learner really did, pinned by
| tests/unit/learning/analytics_rules.spec.ts.
|
|   Média geral        = mean of the finished attempts' percents (score / total × 100), one decimal
|   Quizzes concluídos = quizzes of the courses being taken with at least one finished attempt
|                        / quizzes of those courses (each published quiz or exam lesson, plus the
|                        'Quiz Educativo' of a course that shows that tab)
|   Ranking global     = the member points ranking (app/domain/community/profile_stats.ts);
|                        Top N% = ceil(rank / confirmed members × 100)
|   Evolução           = per subject (question category): percent in the first attempt that had
|                        questions of it → percent in the latest one; the change in points
|   Semanas            = Monday to Sunday, São Paulo calendar
|   Níveis e cores     = 90 and above green ('Avançado'), 70 and above yellow ('Intermediário'),
|                        below 70 red ('Iniciante')
*/
import { dayKey, lastDays, shiftDay, weekdayLabel } from './streaks.js'
import { formatNumber } from '../platform/format.js'
import { hoursFromSeconds } from './study_plan.js'
import {
  ACHIEVEMENTS,
  type AchievementKey,
  type LearnerNumbers,
} from '../community/achievements.js'

export const ANALYTICS_TABS = ['visao-geral', 'progresso', 'pontos-fortes', 'conquistas'] as const
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]

export const ANALYTICS_TAB_LABELS: Record<AnalyticsTab, string> = {
  'visao-geral': 'Visão Geral',
  'progresso': 'Progresso',
  'pontos-fortes': 'Pontos Fortes',
  'conquistas': 'Conquistas',
}

/** The tab `?aba=` asks for, else Visão Geral. */
export function initialAnalyticsTab(requested: unknown): AnalyticsTab {
  return (ANALYTICS_TABS as readonly unknown[]).includes(requested)
    ? (requested as AnalyticsTab)
    : 'visao-geral'
}

/** Weeks of the weekly charts (the current one last). */
export const ANALYTICS_WEEKS = 8
/** Days of the daily study chart (today last). */
export const ANALYTICS_DAYS = 7
/** How many recommendations and next achievements the page shows. */
export const RECOMMENDATION_LIMIT = 3
export const NEXT_ACHIEVEMENT_LIMIT = 3
/** How many subjects each of the strengths / areas-to-improve lists shows. */
export const SUBJECT_LIST_LIMIT = 5

/** One decimal, as every percent on the page is shown. */
export function roundOne(value: number) {
  return Math.round(value * 10) / 10
}

/** 87,3% — one decimal only when there is one (learner and admin analytics). */
export function formatPercent(value: number) {
  return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)}%`
}

/* ---------- Score colours and levels ---------- */

export type ScoreTone = 'green' | 'yellow' | 'red'

/** Score colour (spec): 90 and above green, 70 and above yellow, below 70 red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'green'
  if (score >= 70) return 'yellow'
  return 'red'
}

export const SCORE_LEVELS: Record<ScoreTone, string> = {
  green: 'Avançado',
  yellow: 'Intermediário',
  red: 'Iniciante',
}

/** A subject's level, on the same bands as the colours. */
export function scoreLevel(score: number) {
  return SCORE_LEVELS[scoreTone(score)]
}

/* ---------- Quiz averages ---------- */

export type FinishedAttempt = {
  id: number
  score: number
  total: number
  finishedAt: Date | string
}

/** An attempt's percent, unrounded (null for an attempt without questions). */
export function attemptPercent(score: number, total: number) {
  return total > 0 ? (score / total) * 100 : null
}

function percents(attempts: Pick<FinishedAttempt, 'score' | 'total'>[]) {
  return attempts
    .map((attempt) => attemptPercent(attempt.score, attempt.total))
    .filter((value): value is number => value !== null)
}

/** Mean of the attempts' percents, one decimal; null when there is none (never a made-up 0). */
export function averageScore(attempts: Pick<FinishedAttempt, 'score' | 'total'>[]) {
  const values = percents(attempts)
  if (values.length === 0) return null
  return roundOne(values.reduce((sum, value) => sum + value, 0) / values.length)
}

/** Best attempt's percent, one decimal; null when there is none. */
export function bestScore(attempts: Pick<FinishedAttempt, 'score' | 'total'>[]) {
  const values = percents(attempts)
  return values.length === 0 ? null : roundOne(Math.max(...values))
}

/* ---------- Quizzes completed ---------- */

export type CourseQuizzes = {
  courseId: number
  /** Published quiz and exam lessons of the course */
  quizLessonIds: number[]
  /** The course shows the 'Quiz Educativo' tab */
  hasCatalogueQuiz: boolean
}

export type QuizAttemptPlace = {
  courseId: number | null
  lessonId: number | null
  kind: 'lesson' | 'catalogue'
}

/**
 * Quizzes completed (at least one finished attempt) out of the quizzes of
 * the courses the learner is taking. A quiz outside those courses counts in
 * neither number, so completed never exceeds available.
 */
export function quizCompletion(courses: CourseQuizzes[], attempts: QuizAttemptPlace[]) {
  const finishedLessons = new Set(attempts.map((attempt) => attempt.lessonId))
  const finishedCatalogue = new Set(
    attempts.filter((attempt) => attempt.kind === 'catalogue').map((attempt) => attempt.courseId)
  )
  let available = 0
  let completed = 0
  for (const course of courses) {
    available += course.quizLessonIds.length
    completed += course.quizLessonIds.filter((id) => finishedLessons.has(id)).length
    if (course.hasCatalogueQuiz) {
      available += 1
      if (finishedCatalogue.has(course.courseId)) completed += 1
    }
  }
  return {
    completed,
    available,
    percent: available > 0 ? Math.round((completed / available) * 100) : 0,
  }
}

/* ---------- Global rank ---------- */

/**
 * 'Top N%' = rank / total members, rounded up to a whole percent (rank 42 of
 * 1247 is 3,4 % → Top 4%), between 1 and 100. Null without a rank.
 */
export function topPercent(rank: number | null, totalMembers: number) {
  if (rank === null || rank <= 0 || totalMembers <= 0) return null
  return Math.min(100, Math.max(1, Math.ceil((rank / totalMembers) * 100)))
}

/* ---------- Weeks (Monday to Sunday, São Paulo) ---------- */

/** The Monday of a 'YYYY-MM-DD' day's week. */
export function weekStart(day: string) {
  const [year, month, date] = day.split('-').map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return shiftDay(day, -((weekday + 6) % 7))
}

/** Mondays of the last `count` weeks, the current week last. */
export function lastWeekStarts(today: string, count = ANALYTICS_WEEKS) {
  const current = weekStart(today)
  return Array.from({ length: count }, (_, index) => shiftDay(current, (index - count + 1) * 7))
}

/** 'dd/mm' of a 'YYYY-MM-DD' day (no time zone involved). */
export function shortDay(day: string) {
  const [, month, date] = day.split('-')
  return `${date}/${month}`
}

export type WeeklyScore = {
  weekStart: string
  weekEnd: string
  /** 'dd/mm', the Monday */
  label: string
  /** Average percent of the attempts finished that week; null for a week without quizzes */
  score: number | null
  quizzes: number
}

/** Average score and quizzes finished per week, the last `count` weeks (São Paulo days). */
export function weeklyScores(
  attempts: FinishedAttempt[],
  today: string,
  count = ANALYTICS_WEEKS
): WeeklyScore[] {
  const byWeek = new Map<string, FinishedAttempt[]>()
  for (const attempt of attempts) {
    const week = weekStart(dayKey(attempt.finishedAt))
    byWeek.set(week, [...(byWeek.get(week) ?? []), attempt])
  }
  return lastWeekStarts(today, count).map((start) => {
    const inWeek = byWeek.get(start) ?? []
    return {
      weekStart: start,
      weekEnd: shiftDay(start, 6),
      label: shortDay(start),
      score: averageScore(inWeek),
      quizzes: inWeek.length,
    }
  })
}

/* ---------- Study time ---------- */

export type StudyDay = { day: string; label: string; minutes: number }
export type StudyWeek = {
  weekStart: string
  label: string
  hours: number
  /** The same time in whole minutes (a short week still shows what was done) */
  minutes: number
  /** Share of the weekly goal reached, in whole percent */
  goalPercent: number
}

/** Studied minutes for each of the last `count` days, oldest first. */
export function studyDays(
  secondsByDay: ReadonlyMap<string, number>,
  today: string,
  count = ANALYTICS_DAYS
): StudyDay[] {
  return lastDays(today, count).map((day) => ({
    day,
    label: weekdayLabel(day),
    minutes: Math.round((secondsByDay.get(day) ?? 0) / 60),
  }))
}

/** Studied hours (one decimal) per Monday–Sunday week, against the weekly goal. */
export function studyWeeks(
  secondsByDay: ReadonlyMap<string, number>,
  today: string,
  weeklyGoalHours: number,
  count = ANALYTICS_WEEKS
): StudyWeek[] {
  return lastWeekStarts(today, count).map((start) => {
    let seconds = 0
    for (let offset = 0; offset < 7; offset++)
      seconds += secondsByDay.get(shiftDay(start, offset)) ?? 0
    return {
      weekStart: start,
      label: shortDay(start),
      hours: hoursFromSeconds(seconds),
      minutes: Math.round(seconds / 60),
      goalPercent: weeklyGoalHours > 0 ? Math.round((seconds / 3600 / weeklyGoalHours) * 100) : 0,
    }
  })
}

/* ---------- Subjects (question categories) ---------- */

/** One attempt's result on the questions of one category. */
export type SubjectResult = {
  attemptId: number
  finishedAt: Date | string
  category: string
  correct: number
  questions: number
  /** Where the attempt was taken: its course and quiz lesson (null for the 'Quiz Educativo') */
  courseId: number | null
  lessonId: number | null
}

/** Categories differing only in case, accents or spaces are one subject. */
export function subjectKey(category: string) {
  let key = subjectKeys.get(category)
  if (key === undefined) {
    key = category
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim()
      .replace(/\s+/g, ' ')
    if (subjectKeys.size >= MAX_SUBJECT_KEYS) subjectKeys.clear()
    subjectKeys.set(category, key)
  }
  return key
}

/* Subjects and lesson titles are few and asked on every analytics page: each normalized once. */
const MAX_SUBJECT_KEYS = 5000
const subjectKeys = new Map<string, string>()

function chronological(a: SubjectResult, b: SubjectResult) {
  const byTime = new Date(a.finishedAt).getTime() - new Date(b.finishedAt).getTime()
  return byTime !== 0 ? byTime : a.attemptId - b.attemptId
}

function bySubject(results: SubjectResult[]) {
  const groups = new Map<string, SubjectResult[]>()
  for (const result of [...results].sort(chronological)) {
    if (result.questions <= 0 || !result.category.trim()) continue
    const key = subjectKey(result.category)
    groups.set(key, [...(groups.get(key) ?? []), result])
  }
  return groups
}

function resultPercent(result: SubjectResult) {
  return roundOne((result.correct / result.questions) * 100)
}

export type SubjectImprovement = {
  subject: string
  from: number
  to: number
  /** to − from in percentage points; null until the subject was taken twice */
  improvement: number | null
  attempts: number
}

/**
 * Per subject: the percent in the first attempt with questions of it, the
 * percent in the latest one, and the change. Largest gains first; subjects
 * taken only once last (there is no change to show yet).
 */
export function subjectImprovements(results: SubjectResult[]): SubjectImprovement[] {
  const rows: SubjectImprovement[] = []
  for (const group of bySubject(results).values()) {
    const first = group[0]
    const latest = group[group.length - 1]
    const from = resultPercent(first)
    const to = resultPercent(latest)
    rows.push({
      subject: latest.category.trim(),
      from,
      to,
      improvement: group.length > 1 ? roundOne(to - from) : null,
      attempts: group.length,
    })
  }
  return rows.sort(
    (a, b) =>
      (b.improvement ?? -Infinity) - (a.improvement ?? -Infinity) ||
      a.subject.localeCompare(b.subject, 'pt-BR')
  )
}

export type SubjectScore = {
  subject: string
  /** Correct answers / questions over every attempt, in percent (one decimal) */
  score: number
  level: string
  tone: ScoreTone
  questions: number
  /** Course and quiz lesson of the latest attempt with this subject (where to review it) */
  courseId: number | null
  lessonId: number | null
}

/** Each subject's score over all the learner's attempts, weakest first. */
export function subjectScores(results: SubjectResult[]): SubjectScore[] {
  const rows: SubjectScore[] = []
  for (const group of bySubject(results).values()) {
    const latest = group[group.length - 1]
    const correct = group.reduce((sum, result) => sum + result.correct, 0)
    const questions = group.reduce((sum, result) => sum + result.questions, 0)
    const score = roundOne((correct / questions) * 100)
    rows.push({
      subject: latest.category.trim(),
      score,
      level: scoreLevel(score),
      tone: scoreTone(score),
      questions,
      courseId: latest.courseId,
      lessonId: latest.lessonId,
    })
  }
  return rows.sort((a, b) => a.score - b.score || a.subject.localeCompare(b.subject, 'pt-BR'))
}

/** Strengths: 70 or more, best first. Areas to improve: below 70, weakest first. */
export function strengthsAndWeaknesses(scores: SubjectScore[], limit = SUBJECT_LIST_LIMIT) {
  const ascending = [...scores].sort((a, b) => a.score - b.score)
  return {
    strengths: ascending
      .filter((row) => row.score >= 70)
      .reverse()
      .slice(0, limit),
    toImprove: ascending.filter((row) => row.score < 70).slice(0, limit),
  }
}

/* ---------- Recommendations ---------- */

export type RecommendableLesson = {
  id: number
  courseId: number
  title: string
  /** 1-based among the course's published lessons (the lesson page address) */
  position: number
  isQuiz: boolean
}

export type Recommendation =
  | {
      kind: 'lesson'
      subject: string
      score: number
      courseId: number
      lessonId: number
      lessonTitle: string
      position: number
    }
  | {
      kind: 'quiz'
      subject: string
      score: number
      courseId: number
      /** The quiz lesson to retake; null for the course's 'Quiz Educativo' */
      lessonId: number | null
      lessonTitle: string | null
      position: number | null
    }

const MIN_WORD_LENGTH = 4

function words(text: string) {
  return subjectKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH)
}

/** How many of the subject's words the lesson title contains (0 = unrelated). */
export function subjectMatch(subject: string, lessonTitle: string) {
  const title = subjectKey(lessonTitle)
  return words(subject).filter((word) => title.includes(word)).length
}

/**
 * Up to three recommendations for the weakest subjects (the `scores` list
 * comes weakest first): the lesson of the subject's course whose title names
 * the subject (most words matched, then the earliest), else retaking the quiz
 * where the subject was last asked. A lesson is recommended once.
 */
export function recommendations(
  scores: SubjectScore[],
  lessons: RecommendableLesson[],
  limit = RECOMMENDATION_LIMIT
): Recommendation[] {
  const picked: Recommendation[] = []
  const used = new Set<number>()
  for (const subject of scores) {
    if (picked.length >= limit) break
    if (subject.courseId === null) continue
    const candidates = lessons
      .filter((lesson) => lesson.courseId === subject.courseId && !lesson.isQuiz)
      .filter((lesson) => !used.has(lesson.id))
      .map((lesson) => ({ lesson, match: subjectMatch(subject.subject, lesson.title) }))
      .filter((candidate) => candidate.match > 0)
      .sort((a, b) => b.match - a.match || a.lesson.position - b.lesson.position)
    const best = candidates[0]?.lesson
    if (best) {
      used.add(best.id)
      picked.push({
        kind: 'lesson',
        subject: subject.subject,
        score: subject.score,
        courseId: best.courseId,
        lessonId: best.id,
        lessonTitle: best.title,
        position: best.position,
      })
      continue
    }
    const quizLesson =
      subject.lessonId === null ? null : lessons.find((lesson) => lesson.id === subject.lessonId)
    if (subject.lessonId !== null && !quizLesson) continue
    if (quizLesson && used.has(quizLesson.id)) continue
    if (quizLesson) used.add(quizLesson.id)
    picked.push({
      kind: 'quiz',
      subject: subject.subject,
      score: subject.score,
      courseId: subject.courseId,
      lessonId: quizLesson?.id ?? null,
      lessonTitle: quizLesson?.title ?? null,
      position: quizLesson?.position ?? null,
    })
  }
  return picked
}

/* ---------- Achievements ---------- */

export type AchievementProgressNumbers = LearnerNumbers & { currentStreak: number }

export type AchievementStatus = {
  key: AchievementKey
  title: string
  description: string
  icon: string
  /** When it was earned (ISO); null while locked ('Bloqueado') */
  earnedAt: string | null
  /** Progress toward it, capped at the target */
  current: number
  target: number
  percent: number
}

/**
 * Every achievement of the catalogue, earned or locked, with the learner's
 * progress toward it (the award rule's own number; for a streak the current
 * run, since only a run in progress can still reach the goal). 'Próximas
 * conquistas' are the locked ones closest to their goal.
 */
export function achievementBoard(
  earned: ReadonlyMap<string, string>,
  numbers: AchievementProgressNumbers,
  nextLimit = NEXT_ACHIEVEMENT_LIMIT
) {
  const all: AchievementStatus[] = ACHIEVEMENTS.map((entry) => {
    const raw = entry.metric === 'longestStreak' ? numbers.currentStreak : numbers[entry.metric]
    const current = Math.min(entry.target, Math.max(0, raw ?? 0))
    return {
      key: entry.key,
      title: entry.title,
      description: entry.description,
      icon: entry.icon,
      earnedAt: earned.get(entry.key) ?? null,
      current,
      target: entry.target,
      percent: Math.floor((current / entry.target) * 100),
    }
  })
  const next = all
    .filter((entry) => entry.earnedAt === null)
    .sort((a, b) => b.current / b.target - a.current / a.target || a.target - b.target)
    .slice(0, nextLimit)
  return { all, next, earnedCount: all.filter((entry) => entry.earnedAt !== null).length }
}
