import CourseMaterial from '#models/course_material'
import Lesson from '#models/lesson'
import { lessonMediaKey, materialFileKey } from '#services/platform/protected_media'

/**
 * Finds the stored files behind the authorized file routes: a material's
 * file and a lesson's own video (or podcast audio). Learners reach only
 * files of published lessons of published courses; `includeDrafts` (content
 * staff of the admin area) reaches every one, to preview before publishing.
 */
export default class CourseFilesService {
  async material(id: number, options: { includeDrafts: boolean }) {
    const material = await CourseMaterial.query()
      .where('id', id)
      .preload('course')
      .preload('lesson')
      .first()
    if (!material) return null
    const key = materialFileKey(material)
    if (!key) return null
    if (!options.includeDrafts) {
      if (!material.course?.isVisible) return null
      if (material.lessonId !== null && !material.lesson?.isPublished) return null
    }
    return { material, key }
  }

  async lessonMedia(id: number, options: { includeDrafts: boolean }) {
    const query = Lesson.query().where('id', id).preload('course')
    if (!options.includeDrafts) {
      query
        .withScopes((scopes) => scopes.published())
        .whereHas('course', (course) => course.withScopes((scopes) => scopes.visible()))
    }
    const lesson = await query.first()
    if (!lesson) return null
    const key = lessonMediaKey(lesson)
    return key ? { lesson, key } : null
  }
}
