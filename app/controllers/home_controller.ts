import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CatalogService from '#services/catalog/catalog_service'
import PlatformFiguresService from '#services/catalog/platform_figures_service'
import CourseTransformer from '#transformers/course_transformer'
import type { PlatformFigures } from '#domain/catalog/course_figures'

export const LANDING_COURSE_COUNT = 3

@inject()
export default class HomeController {
  constructor(
    private catalog: CatalogService,
    private platformFigures: PlatformFiguresService
  ) {}

  /** The landing page with the three newest published courses and the platform's figures. */
  async show({ inertia, logger }: HttpContext) {
    let courses: Awaited<ReturnType<CatalogService['newestPublished']>> = []
    let figures: PlatformFigures | null = null
    try {
      courses = await this.catalog.newestPublished(LANDING_COURSE_COUNT)
      figures = await this.platformFigures.current()
    } catch (error) {
      /* The landing page still renders: 'Cursos em Preparação' and no figures. */
      logger.error({ err: error }, 'não foi possível carregar os cursos da página inicial')
    }
    return inertia.render('home', { courses: CourseTransformer.transform(courses), figures })
  }
}
