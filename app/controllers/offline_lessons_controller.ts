import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import OfflineLessonService from '#services/learning/offline_lesson_service'

/**
 * 'Baixar para ler offline': the copy of a lesson (or of a module's lessons)
 * the page stores on the device, only what the member may read.
 */
@inject()
export default class OfflineLessonsController {
  constructor(private offline: OfflineLessonService) {}

  async lesson({ params, auth, bouncer, response }: HttpContext) {
    const copy = await this.offline.lessonPackage(params.id, bouncer, auth.getUserOrFail().id)
    response.header('Cache-Control', 'private, no-store')
    return copy
  }

  async module({ params, auth, bouncer, response }: HttpContext) {
    const copies = await this.offline.modulePackages(params.id, bouncer, auth.getUserOrFail().id)
    response.header('Cache-Control', 'private, no-store')
    return copies
  }
}
