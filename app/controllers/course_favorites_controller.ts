import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CatalogCourseService from '#services/catalog/catalog_course_service'
import CatalogFavoriteService from '#services/catalog/catalog_favorite_service'
import { flashToast } from '#services/platform/flash'

@inject()
export default class CourseFavoritesController {
  constructor(
    private courses: CatalogCourseService,
    private favorites: CatalogFavoriteService
  ) {}

  async store(ctx: HttpContext) {
    const course = await this.courses.visibleCourse(String(ctx.params.slug), ctx.bouncer)
    await this.favorites.add(ctx.auth.getUserOrFail().id, course.id)
    flashToast(ctx.session, 'Curso adicionado aos favoritos')
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const course = await this.courses.visibleCourse(String(ctx.params.slug), ctx.bouncer)
    await this.favorites.remove(ctx.auth.getUserOrFail().id, course.id)
    flashToast(ctx.session, 'Curso removido dos favoritos')
    return ctx.response.redirect().back()
  }
}
