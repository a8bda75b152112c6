import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CatalogCourseService from '#services/catalog/catalog_course_service'
import CatalogReviewService from '#services/catalog/catalog_review_service'
import CourseReview from '#models/course_review'
import { courseReviewValidator } from '#validators/course_review'
import { flashToast } from '#services/platform/flash'
import CourseReviewPolicy from '#policies/course_review_policy'
import NotFoundException from '#exceptions/not_found_exception'

@inject()
export default class CourseReviewsController {
  constructor(
    private courses: CatalogCourseService,
    private reviews: CatalogReviewService
  ) {}

  /** A learner who started the course posts their one review. */
  async store(ctx: HttpContext) {
    const { request, response, auth, bouncer, session } = ctx
    const user = auth.getUserOrFail()
    const course = await this.courses.visibleCourse(String(ctx.params.slug), ctx.bouncer)
    /* A course without the Avaliações tab takes no reviews. */
    if (!(course.tabs ?? []).includes('avaliacoes')) throw new NotFoundException('course')
    await bouncer.with(CourseReviewPolicy).authorize('create', course)

    const data = await request.validateUsing(courseReviewValidator)
    await this.reviews.create(user, course, data)
    flashToast(
      session,
      'Avaliação publicada!',
      'Obrigado por compartilhar sua opinião sobre o curso.'
    )
    return response
      .redirect()
      .withQs({ aba: 'avaliacoes' })
      .toRoute('courses.show', { slug: course.slug })
  }

  /** The author edits their review. */
  async update(ctx: HttpContext) {
    const { params, request, response, auth, bouncer, session } = ctx
    const user = auth.getUserOrFail()
    const course = await this.courses.visibleCourse(String(ctx.params.slug), ctx.bouncer)
    const review = await CourseReview.query()
      .where('id', Number(params.id) || 0)
      .where('course_id', course.id)
      .first()
    if (!review) throw new NotFoundException('course')
    await bouncer.with(CourseReviewPolicy).authorize('update', review)

    const data = await request.validateUsing(courseReviewValidator)
    await this.reviews.update(review, user, data)
    flashToast(session, 'Avaliação atualizada!', 'Sua avaliação foi salva.')
    return response
      .redirect()
      .withQs({ aba: 'avaliacoes' })
      .toRoute('courses.show', { slug: course.slug })
  }
}
