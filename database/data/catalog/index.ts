import type { SeedCourse } from './types.js'
import fundamentos from './fundamentos_cannabis_ia.js'
import cultivo from './cultivo_indoor_avancado.js'
import business from './business_plan_cannabis.js'
import farmacologia from './farmacologia_cannabinoide.js'
import terpenos from './analise_terpenos_ia.js'
import compliance from './regulamentacao_compliance.js'

/** The six courses of the spec, in catalogue order. */
export const SEED_COURSES: SeedCourse[] = [
  fundamentos,
  cultivo,
  business,
  farmacologia,
  terpenos,
  compliance,
]

/** The default course: unknown course slugs fall back to it. */
export const DEFAULT_COURSE_SLUG = 'fundamentos-cannabis-ia'
