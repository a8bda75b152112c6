import type { HttpContext } from '@adonisjs/core/http'
import type Lesson from '#models/lesson'
import type CourseMaterial from '#models/course_material'
import LessonPolicy from '#policies/lesson_policy'
import PremiumPolicy from '#policies/premium_policy'
import PremiumContentException from '#exceptions/premium_content_exception'

/*
| One authorize call per action for premium content, answering with a plain
| 401/403 (PremiumContentException) instead of Bouncer's redirect-back on
| form submissions, which would look like a success to a crafted request.
*/

/** The lesson's content and every action on it (progress, notes, study time, quizzes, video). */
export async function authorizeLessonContent(bouncer: HttpContext['bouncer'], lesson: Lesson) {
  const access = await bouncer.with(LessonPolicy).execute('viewContent', lesson)
  if (!access.authorized) throw PremiumContentException.fromDenial(access)
}

/** A material's file. Preload `course` and `lesson`. */
export async function authorizeMaterialDownload(
  bouncer: HttpContext['bouncer'],
  material: CourseMaterial
) {
  const access = await bouncer.with(PremiumPolicy).execute('downloadMaterial', material)
  if (!access.authorized) throw PremiumContentException.fromDenial(access)
}
