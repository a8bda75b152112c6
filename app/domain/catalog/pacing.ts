/*
| Who may open which lesson of a course (issue 30), in one place: the free
| preview (premium rule) and the course's pacing. The course page, the lesson
| page, the paywall, the files behind a lesson and the dashboard's 'Continuar'
| all ask here. Pacing is per member: it is computed per request from the
| member's own rows (completions, enrolment), never cached with the course.
*/
import { DateTime } from 'luxon'
import { TIME_ZONE } from '../platform/format.js'
import { dayKey, shiftDay } from '../learning/streaks.js'

/** free: any lesson in any order; in_order: after the previous one; scheduled: modules open by date. */
export const PACING_MODES = ['free', 'in_order', 'scheduled'] as const
export type PacingMode = (typeof PACING_MODES)[number]

export const PACING_LABELS: Record<PacingMode, string> = {
  free: 'Livre',
  in_order: 'Em ordem',
  scheduled: 'Liberação programada',
}

export const PACING_HINTS: Record<PacingMode, string> = {
  free: 'Qualquer aula abre a qualquer momento, em qualquer ordem.',
  in_order: 'Cada aula abre quando o aluno conclui a anterior.',
  scheduled:
    'Cada módulo abre alguns dias depois da matrícula do aluno (defina os dias em cada módulo).',
}

/** A module opens at most a year after the enrolment. */
export const MAX_RELEASE_DAYS = 365

export function isPacingMode(value: unknown): value is PacingMode {
  return typeof value === 'string' && (PACING_MODES as readonly string[]).includes(value)
}

/* --------------------------------------------------------------------------
| Free preview (the premium side)
*/

/** Any lesson of a free course (price 0) is open to every signed-in member, and a free preview of a paid one. */
export function isOpenLesson(
  lesson: { isFreePreview: boolean },
  course: { price: number | string } | null | undefined
) {
  return (
    lesson.isFreePreview || (course !== null && course !== undefined && Number(course.price) === 0)
  )
}

/**
 * The free-preview toggle of a new lesson: on for the first lesson of a
 * module of a Premium course ('a primeira aula de cada módulo é aberta'),
 * off otherwise (a free course opens everything anyway).
 */
export function defaultFreePreview(options: {
  coursePrice: number
  moduleId: number | null
  lessonsInModule: number
}) {
  return options.coursePrice > 0 && options.moduleId !== null && options.lessonsInModule === 0
}

/* --------------------------------------------------------------------------
| Pacing
*/

/** A course's published lesson in course order, as pacing needs it. */
export type PacedLesson = {
  id: number
  /** Its module's delay ('scheduled'); 0 for a lesson without a module */
  releaseAfterDays: number
  completed: boolean
}

export type PacingLock =
  | { reason: 'previous_incomplete'; previousPosition: number; message: string }
  | { reason: 'scheduled'; availableAt: string; message: string }

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
})

/**
 * When a module `days` after the enrolment opens: midnight in São Paulo of
 * the enrolment's day plus `days` (the streaks' calendar days), so
 * 'Disponível em 03/12' holds for the whole of that day.
 */
export function releaseDate(enrolledAt: Date, days: number) {
  return DateTime.fromISO(shiftDay(dayKey(enrolledAt), days), { zone: TIME_ZONE }).toJSDate()
}

/** 'Disponível em 03/12' */
export function availableMessage(availableAt: Date | string) {
  return `Disponível em ${dayMonth.format(new Date(availableAt))}`
}

export function previousIncompleteMessage(previousPosition: number) {
  return `Conclua a aula ${previousPosition} para liberar esta.`
}

/**
 * The locked lessons of a course for one member, by lesson id (open ones are
 * absent). `lessons`: the published lessons in course order. `enrolledAt`:
 * the member's enrolment (null: not enrolled yet, counted from `now`).
 * In order, a completed lesson stays open; the first one is always open.
 */
export function pacingLocks(options: {
  mode: PacingMode
  lessons: PacedLesson[]
  enrolledAt: Date | null
  now: Date
}): Map<number, PacingLock> {
  const locks = new Map<number, PacingLock>()
  const { mode, lessons, now } = options
  if (mode === 'in_order') {
    lessons.forEach((lesson, index) => {
      if (index === 0 || lesson.completed || lessons[index - 1].completed) return
      locks.set(lesson.id, {
        reason: 'previous_incomplete',
        previousPosition: index,
        message: previousIncompleteMessage(index),
      })
    })
  }
  if (mode === 'scheduled') {
    const enrolledAt = options.enrolledAt ?? now
    for (const lesson of lessons) {
      if (lesson.releaseAfterDays <= 0) continue
      const availableAt = releaseDate(enrolledAt, lesson.releaseAfterDays)
      if (availableAt.getTime() <= now.getTime()) continue
      locks.set(lesson.id, {
        reason: 'scheduled',
        availableAt: availableAt.toISOString(),
        message: availableMessage(availableAt),
      })
    }
  }
  return locks
}
