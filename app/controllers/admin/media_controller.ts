import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminMediaPolicy from '#policies/admin_media_policy'
import MediaLibraryService, { FILES_PER_BUCKET } from '#services/admin/media_library_service'
import ActivityService from '#services/admin/activity_service'
import { AdminRefusal } from '#services/admin/refusal'
import { flashError, flashToast } from '#services/flash'
import { mediaDeleteValidator, mediaFiltersValidator } from '#validators/admin/media'
import MediaFileTransformer from '#transformers/admin/media_file_transformer'
import { uploadLimits } from '#config/drive'
import { authorizeAdmin } from '#services/admin/authorize'
import FileDeliveryService from '#services/file_delivery_service'
import { isStoredKey } from '#domain/admin_media'
import { Exception } from '@adonisjs/core/exceptions'

/** The Biblioteca section: files of the three buckets, search, bucket filter, delete. */
@inject()
export default class MediaController {
  constructor(
    private library: MediaLibraryService,
    private activity: ActivityService,
    private delivery: FileDeliveryService
  ) {}

  /**
   * GET /admin/biblioteca/arquivo?key=…: 'Abrir' for files of the protected
   * buckets (course-videos, course-materials), which /uploads no longer serves.
   */
  async file(ctx: HttpContext) {
    await authorizeAdmin(() => ctx.bouncer.with(AdminMediaPolicy).authorize('view'))
    const key = String(ctx.request.qs().key ?? '')
    if (!isStoredKey(key)) {
      throw new Exception('Arquivo não encontrado', { status: 404, code: 'E_FILE_NOT_FOUND' })
    }
    return this.delivery.send(ctx, key, { cache: 'private' })
  }

  async index({ inertia, bouncer, request }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminMediaPolicy).authorize('view'))
    const filters = await request.validateUsing(mediaFiltersValidator, { data: request.qs() })
    const result = await this.library.list({ search: filters.q, bucket: filters.bucket })
    return inertia.render('admin/media/index', {
      files: MediaFileTransformer.transform(result.files),
      filters: { search: filters.q ?? '', bucket: filters.bucket ?? null },
      failedBuckets: result.failedBuckets,
      perBucket: FILES_PER_BUCKET,
      uploadLimits,
      loadError: result.allFailed ? 'Erro ao carregar biblioteca de mídia' : null,
    })
  }

  async destroy({ request, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminMediaPolicy).authorize('delete'))
    const { key } = await request.validateUsing(mediaDeleteValidator)
    try {
      await this.library.remove(key)
      await this.activity.record(auth.user!.id, 'file_deleted', key.split('/').pop() ?? key)
      flashToast(session, 'Arquivo excluído com sucesso!')
    } catch (error) {
      if (error instanceof AdminRefusal) flashError(session, error.title, error.description)
      else {
        logger.error({ err: error, key }, 'falha ao excluir arquivo da biblioteca')
        flashError(session, 'Erro ao excluir arquivo')
      }
    }
    return response.redirect().back()
  }
}
