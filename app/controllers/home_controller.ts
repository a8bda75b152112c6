import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CatalogService from '#services/catalog/catalog_service'
import PlatformFiguresService from '#services/catalog/platform_figures_service'
import CourseTransformer from '#transformers/course_transformer'

export const LANDING_COURSE_COUNT = 3

@inject()
export default class HomeController {
  constructor(
    private catalog: CatalogService,
    private platformFigures: PlatformFiguresService
  ) {}

  /** The landing page with the three newest published courses and the platform's figures. */
  async show({ inertia }: HttpContext) {
    const courses = await this.catalog.newestPublished(LANDING_COURSE_COUNT)
    const figures = await this.platformFigures.current()
    return inertia.render('home', { courses: CourseTransformer.transform(courses), figures })
  }
}
