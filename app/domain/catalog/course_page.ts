/*
| Rules of the course page template: which tabs it shows, their pt-BR
| labels, and the marks of the Conteúdo tab. The tab set is data on the
| course (`courses.tabs`); nothing here branches on a slug.
*/
import { COURSE_TABS, type CourseTab } from './catalog.js'

export const COURSE_TAB_LABELS: Record<CourseTab, string> = {
  conteudo: 'Conteúdo',
  progresso: 'Progresso',
  simulador: 'Simulador',
  lab_virtual: 'Lab Virtual',
  mentor: 'Mentor IA',
  objetivos: 'Objetivos',
  quiz: 'Quiz Educativo',
  avaliacoes: 'Avaliações',
  certificado: 'Certificado',
}

/**
 * The tabs a course page shows, in the course's own order. Unknown or
 * repeated keys are dropped; 'certificado' appears only to a signed-in
 * learner (`progressPercent` not null): the certificate, or what is left to earn it.
 */
export function visibleCourseTabs(
  tabs: readonly string[],
  progressPercent: number | null
): CourseTab[] {
  const seen = new Set<CourseTab>()
  for (const key of tabs) {
    if (!(COURSE_TABS as readonly string[]).includes(key)) continue
    const tab = key as CourseTab
    if (tab === 'certificado' && progressPercent === null) continue
    seen.add(tab)
  }
  return [...seen]
}

/** The tab `?aba=` asks for when the course shows it, else the first one. */
export function initialCourseTab(visible: CourseTab[], requested: unknown): CourseTab | null {
  if (typeof requested === 'string' && (visible as string[]).includes(requested))
    return requested as CourseTab
  return visible[0] ?? null
}

export type LessonMark = 'completed' | 'current' | 'pending' | 'upcoming'

/**
 * A lesson's mark in the Conteúdo tab. Unpublished lessons are 'upcoming'
 * ('Em breve'); 'current' is the lesson 'Continuar Curso' opens, shown only
 * once the learner started and until the course is complete.
 */
export function lessonMark(input: {
  position: number | null
  completed: boolean
  started: boolean
  percent: number
  continuePosition: number
}): LessonMark {
  if (input.position === null) return 'upcoming'
  if (input.completed) return 'completed'
  if (input.started && input.percent < 100 && input.position === input.continuePosition)
    return 'current'
  return 'pending'
}

/** The fundamentals course: a legacy course id the catalogue no longer has falls back to it (spec). */
export const DEFAULT_COURSE_SLUG = 'fundamentos-cannabis-ia'

/** The prototype's six static course ids (1–6, catalogue order) and the courses they named. */
export const LEGACY_COURSE_SLUGS: Record<number, string> = {
  1: 'fundamentos-cannabis-ia',
  2: 'cultivo-indoor-avancado',
  3: 'business-plan-cannabis',
  4: 'farmacologia-cannabinoide',
  5: 'analise-terpenos-ia',
  6: 'regulamentacao-compliance',
}

/** The legacy id (1–6) an address segment names, or null (any other slug or number). */
export function legacyCourseId(segment: string): number | null {
  if (!/^[1-6]$/.test(segment)) return null
  return Number(segment)
}

/*
| The Conteúdo tab sends first only what it shows first: the first modules'
| titles and counts, and the lessons of one open module. Other modules'
| lessons, a long module's remaining lessons and the remaining modules load
| when the learner asks (`?modulo=` / `?modulos=todos`, Inertia partial reloads).
*/

/** Modules listed when the page opens; 'Mostrar todos os módulos' loads the rest. */
export const MODULES_SHOWN = 10

/** Lessons of the open module sent with the page; 'Mostrar todas as aulas' loads the rest. */
export const LESSONS_SHOWN = 12

/** `?modulos=todos`: the whole module list. */
export const ALL_MODULES = 'todos'

/** The key of the lessons that belong to no module ('Outras aulas'). */
export const OTHER_LESSONS_KEY = 'outras'

/** A module of the Conteúdo tab: its id, or 'outras' for the lessons of no module. */
export type ModuleKey = number | typeof OTHER_LESSONS_KEY

/* A PostgreSQL integer id; anything longer is no module of ours. */
const MODULE_ID = /^[1-9]\d{0,9}$/
const MAX_ID = 2_147_483_647

/** The key under which a module's lessons travel (JSON object keys are strings). */
export function moduleKey(id: number | null): string {
  return id === null ? OTHER_LESSONS_KEY : String(id)
}

/** `?modulo=` as a module key, or null when it cannot name a module (the page answers 404). */
export function parseModuleKey(value: unknown): ModuleKey | null {
  if (value === OTHER_LESSONS_KEY) return OTHER_LESSONS_KEY
  if (typeof value !== 'string' || !MODULE_ID.test(value)) return null
  const id = Number(value)
  return id <= MAX_ID ? id : null
}
