/*
| The catalogue's vocabulary: categories, levels, lesson types and course
| tabs, with the pt-BR labels the pages show. Shared by the server and the
| pages (they import the labels through inertia/lib/catalog_labels.ts).
*/

export const COURSE_CATEGORIES = ['ai', 'cultivo', 'business', 'science'] as const
export type CourseCategory = (typeof COURSE_CATEGORIES)[number]

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type CourseLevel = (typeof COURSE_LEVELS)[number]

/* The lesson types and their names: ./catalog/lesson_types.ts. */
export { LESSON_TYPES, type LessonType } from './lesson_types.js'

/**
 * Tabs a course page can show, in display order. Which ones a course shows
 * is data on the course (`courses.tabs`), never a branch on its slug.
 */
export const COURSE_TABS = [
  'conteudo',
  'progresso',
  'simulador',
  'lab_virtual',
  'mentor',
  'objetivos',
  'quiz',
  'avaliacoes',
  'certificado',
] as const
export type CourseTab = (typeof COURSE_TABS)[number]

/** Simulator a course's Simulador / Lab Virtual tab (and its interactive lessons) runs. */
export const SIMULATOR_KINDS = ['grow_room', 'financial', 'nutrition', 'molecular'] as const
export type SimulatorKind = (typeof SIMULATOR_KINDS)[number]

export const CATEGORY_LABELS: Record<CourseCategory, string> = {
  ai: 'Inteligência Artificial',
  cultivo: 'Cultivo',
  business: 'Negócios',
  science: 'Ciência',
}

/**
 * A course is free when its price is 0: every lesson opens to any member.
 * Otherwise the Plano Premium opens it (PremiumPolicy). No course is sold on
 * its own, so learners are never shown a course's price, only this.
 */
export function isFreeCourse(course: { price: number | string }) {
  return Number(course.price) === 0
}

export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Iniciante',
  intermediate: 'Intermediário',
  advanced: 'Avançado',
}
