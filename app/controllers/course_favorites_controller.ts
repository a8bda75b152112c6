import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CatalogCourseService from '#services/catalog_course_service'
import CatalogFavoriteService from '#services/catalog_favorite_service'
import { flashToast } from '#services/flash'
import NotFoundException from '#exceptions/not_found_exception'

@inject()
export default class CourseFavoritesController {
  constructor(
    private courses: CatalogCourseService,
    private favorites: CatalogFavoriteService
  ) {}

  private async visibleCourse({ params, bouncer }: HttpContext) {
    const course = await this.courses.findBySlug(String(params.slug))
    if (!course || (await bouncer.with('CoursePolicy').denies('view', course)))
      throw new NotFoundException('course')
    return course
  }

  async store(ctx: HttpContext) {
    const course = await this.visibleCourse(ctx)
    await this.favorites.add(ctx.auth.getUserOrFail().id, course.id)
    flashToast(ctx.session, 'Curso adicionado aos favoritos')
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const course = await this.visibleCourse(ctx)
    await this.favorites.remove(ctx.auth.getUserOrFail().id, course.id)
    flashToast(ctx.session, 'Curso removido dos favoritos')
    return ctx.response.redirect().back()
  }
}
