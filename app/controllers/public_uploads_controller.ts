import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import FileDeliveryService from '#services/platform/file_delivery_service'
import { publicUploadKey } from '#domain/platform/protected_files'
import NotFoundException from '#exceptions/not_found_exception'

/**
 * GET /uploads/*: the public files of the local disk, course covers and
 * profile photos only. Lesson videos and materials are 404 here whatever
 * the path looks like; they have their own authorized routes.
 */
@inject()
export default class PublicUploadsController {
  constructor(private delivery: FileDeliveryService) {}

  async show(ctx: HttpContext) {
    const key = publicUploadKey(ctx.params['*'] ?? [])
    if (!key) throw new NotFoundException('file')
    return this.delivery.send(ctx, key, { cache: 'public' })
  }
}
