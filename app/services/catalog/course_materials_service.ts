import type { HttpContext } from '@adonisjs/core/http'
import type Course from '#models/course'
import CourseMaterial from '#models/course_material'
import PremiumPolicy from '#policies/premium_policy'
import type { PremiumDecision } from '#domain/subscription/subscription'
import { modelFromRow } from '#services/platform/model_json'
import { remember } from '#services/platform/content_cache'
import { CATALOG, courseTag } from '#domain/platform/content_tags'

export type CourseMaterials = {
  /** Whether this viewer may open the files (the titles are shown to everyone) */
  access: PremiumDecision
  materials: CourseMaterial[]
}

/**
 * The materials of a course that belong to no lesson (guides, templates,
 * spreadsheets), for the course page. Their files follow the premium rule of
 * the download route (PremiumPolicy.downloadMaterial): open in a free course,
 * Premium otherwise; one decision serves the whole list.
 */
export default class CourseMaterialsService {
  async courseLevelFor(course: Course, bouncer: HttpContext['bouncer']): Promise<CourseMaterials> {
    /* The list is the same for everyone: remembered until a material or the course changes. */
    const rows = await remember(
      `course-page:materials ${course.id}`,
      [CATALOG, courseTag(course.id)],
      () =>
        CourseMaterial.query()
          .where('course_id', course.id)
          .whereNull('lesson_id')
          .orderBy('created_at')
          .orderBy('id')
          .pojo<Record<string, unknown>>()
    )
    const materials = rows.map((row) => modelFromRow(CourseMaterial, row))
    if (materials.length === 0) return { access: 'allowed', materials }
    for (const material of materials) material.$setRelated('course', course)

    const decision = await bouncer.with(PremiumPolicy).execute('downloadMaterial', materials[0])
    const access: PremiumDecision = decision.authorized
      ? 'allowed'
      : decision.status === 401
        ? 'sign_in_required'
        : 'premium_required'
    return { access, materials }
  }

  /** A lesson's materials in the order they were added, remembered (the lesson page, its offline copy). */
  async lessonLevelFor(lessonId: number) {
    const rows = await remember(`lesson-page:materials ${lessonId}`, [CATALOG], () =>
      CourseMaterial.query()
        .where('lesson_id', lessonId)
        .orderBy('created_at')
        .orderBy('id')
        .pojo<Record<string, unknown>>()
    )
    return rows.map((row) => modelFromRow(CourseMaterial, row))
  }
}
