import type { PlatformFigures } from '@domain/catalog/course_figures'
import { formatNumber } from '@domain/platform/format'
import { METRICS } from '~/content/landing'

/** The landing's figures as the server counted them; null when it could not. */
export type LandingFigures = PlatformFigures | null

type CountKey = Exclude<keyof PlatformFigures, 'averageRating'>

/** '1.234' for a count, or '—' when the server could not count. */
export function figureValue(figures: LandingFigures, key: CountKey) {
  return figures ? formatNumber(figures[key]) : METRICS.unavailable
}

/** The count itself (0 when unknown), to choose a singular or plural label. */
export function figureCount(figures: LandingFigures, key: CountKey) {
  return figures ? figures[key] : 0
}
