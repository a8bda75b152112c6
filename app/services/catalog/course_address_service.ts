import Course from '#models/course'
import {
  DEFAULT_COURSE_SLUG,
  LEGACY_COURSE_SLUGS,
  legacyCourseId,
} from '#domain/catalog/course_page'

/**
 * Old addresses of a course that still lead somewhere: a course id
 * (/cursos/12) and the prototype's six static ids (/cursos/1 … /cursos/6,
 * the spec's fallback to the fundamentals course when that course is gone).
 * Any other unknown slug has no target: the 404 page.
 */
export default class CourseAddressService {
  /** The slug to redirect to, or null when the address names no course. */
  async redirectSlugFor(segment: string): Promise<string | null> {
    if (/^\d{1,9}$/.test(segment)) {
      const byId = await Course.find(Number(segment))
      /* A legacy id whose row is not listed (archived, draft) takes the spec's fallback below. */
      if (byId && (byId.isVisible || legacyCourseId(segment) === null)) return byId.slug
    }
    const legacyId = legacyCourseId(segment)
    if (legacyId === null) return null
    const candidates = [LEGACY_COURSE_SLUGS[legacyId], DEFAULT_COURSE_SLUG]
    const found = await Course.query()
      .whereIn('slug', candidates)
      .withScopes((scopes) => scopes.visible())
      .select('slug')
    return candidates.find((slug) => found.some((course) => course.slug === slug)) ?? null
  }
}
