import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CourseLessonsService, { parsePosition } from '#services/catalog/course_lessons_service'
import LessonPageService, { type LockedReason } from '#services/learning/lesson_page_service'
import { PacingDenial } from '#policies/denials'
import LearningProgressService from '#services/learning/learning_progress_service'
import LessonPageTransformer from '#transformers/lesson_page_transformer'
import LessonPolicy from '#policies/lesson_policy'
import MentorPanelTransformer from '#transformers/mentor_panel_transformer'
import MentorService from '#services/mentor/mentor_service'
import { mentorViewer } from '#services/mentor/mentor_access'
import CourseAddressService from '#services/catalog/course_address_service'
import NotFoundException from '#exceptions/not_found_exception'

@inject()
export default class LessonsController {
  constructor(
    private lessons: CourseLessonsService,
    private pages: LessonPageService,
    private progress: LearningProgressService,
    private mentor: MentorService,
    private addresses: CourseAddressService
  ) {}

  /**
   * Lesson page: `position` is the lesson's place (1…N) among the course's
   * published lessons. Everyone gets the title, description and objectives;
   * the content only when LessonPolicy allows it — otherwise the page says
   * whether to sign in (401) or subscribe (403).
   */
  async show({ params, request, response, inertia, auth, bouncer }: HttpContext) {
    const course = await this.lessons.findPublishedCourse(params.slug)
    const position = parsePosition(params.position)
    if (position === null) return this.notFound()
    if (!course) {
      /* A lesson under a course id or a legacy id (spec: /cursos/{courseId}/aula/…) moves to the slug. */
      const target = await this.addresses.redirectSlugFor(String(params.slug))
      if (!target || target === params.slug) return this.notFound()
      return response.redirect().toRoute('lessons.show', { slug: target, position })
    }
    const found = await this.lessons.lessonAt(course.id, position)
    if (!found) return this.notFound()
    const { lesson, lessonIds } = found
    lesson.$setRelated('course', course)

    const userId = auth.user?.id ?? null
    const access = await bouncer.with(LessonPolicy).execute('viewContent', lesson)
    const page = await this.pages.load({
      course,
      lesson,
      lessonIds,
      position,
      userId,
      canView: access.authorized,
      lockedReason: lockedReason(access),
      lockMessage: access instanceof PacingDenial ? access.message : null,
    })
    /* A partial reload (after completing, after a quiz) refreshes the page; it is not a new visit. */
    if (!request.header('x-inertia-partial-component'))
      await this.progress.recordVisit(lesson, userId, {
        startsCourse: access.authorized,
        enrolled: page.courseProgress?.enrolled ?? false,
        visitor: { ip: request.ip(), userAgent: request.header('user-agent') ?? '' },
      })
    const user = auth.user ?? null
    /* A lesson the pacing keeps closed answers 403 to a direct visit, with the page saying why. */
    if (page.lockedReason === 'paced' && !request.header('x-inertia')) response.status(403)
    return inertia.render('lessons/show', {
      page: LessonPageTransformer.transform(page),
      /* The 'Mentor IA' tab asks for it when opened. */
      mentor: inertia.optional(async () =>
        MentorPanelTransformer.transform(
          await this.mentor.panel({ ...(await mentorViewer(bouncer, user, course)), course })
        )
      ),
    })
  }

  /** Unknown course or a position outside 1…N: the 404 page. */
  private notFound(): never {
    throw new NotFoundException('lesson')
  }
}

/** The policy's denial as the lock panel's variant: 401 sign in, pacing, anything else subscribe. */
function lockedReason(access: { status?: number }): LockedReason {
  if (access instanceof PacingDenial) return 'paced'
  return access.status === 401 ? 'sign_in_required' : 'premium_required'
}
