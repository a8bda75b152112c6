import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CatalogService from '#services/catalog_service'
import CourseTransformer from '#transformers/course_transformer'

export const LANDING_COURSE_COUNT = 3

@inject()
export default class HomeController {
  constructor(private catalog: CatalogService) {}

  /** The landing page with the three newest published courses. */
  async show({ inertia, logger }: HttpContext) {
    let courses: Awaited<ReturnType<CatalogService['newestPublished']>> = []
    try {
      courses = await this.catalog.newestPublished(LANDING_COURSE_COUNT)
    } catch (error) {
      /* The landing page still renders: the highlights fall back to 'Cursos em Preparação'. */
      logger.error({ err: error }, 'não foi possível carregar os cursos da página inicial')
    }
    return inertia.render('home', { courses: CourseTransformer.transform(courses) })
  }
}
