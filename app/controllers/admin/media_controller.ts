import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import MediaLibraryService, { FILES_PER_BUCKET } from '#services/admin/media_library_service'
import ActivityService from '#services/admin/activity_service'
import { flashToast } from '#services/platform/flash'
import { mediaDeleteValidator, mediaFiltersValidator } from '#validators/admin/media'
import MediaFileTransformer from '#transformers/admin/media_file_transformer'
import { uploadLimits } from '#config/drive'
import FileDeliveryService from '#services/platform/file_delivery_service'
import { isStoredKey } from '#domain/admin/admin_media'
import { Exception } from '@adonisjs/core/exceptions'
import NotFoundException from '#exceptions/not_found_exception'

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
    await ctx.bouncer.with(AdminPolicy).authorize('manageMedia')
    const key = String(ctx.request.qs().key ?? '')
    if (!isStoredKey(key)) {
      throw new NotFoundException('file')
    }
    return this.delivery.send(ctx, key, { cache: 'private' })
  }

  /**
   * The files load right after the page. A bucket that cannot be listed is
   * named on the page; when none can, the page shows 'Erro ao carregar
   * biblioteca de mídia'.
   */
  async index({ inertia, bouncer, request }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageMedia')
    const filters = await request.validateUsing(mediaFiltersValidator, { data: request.qs() })
    /* Both deferred props come from one listing. */
    let listing: ReturnType<MediaLibraryService['list']> | undefined
    const load = async () => {
      const result = await (listing ??= this.library.list({
        search: filters.q,
        bucket: filters.bucket,
      }))
      if (result.allFailed) throw new Exception('Nenhum bucket pôde ser listado')
      return result
    }
    return inertia.render('admin/media/index', {
      files: inertia.defer(
        async () => {
          const { files } = await load()
          return MediaFileTransformer.transform(files)
        },
        { rescue: true }
      ),
      failedBuckets: inertia.defer(
        async () => {
          const { failedBuckets } = await load()
          return failedBuckets
        },
        { rescue: true }
      ),
      filters: { search: filters.q ?? '', bucket: filters.bucket ?? null },
      perBucket: FILES_PER_BUCKET,
      uploadLimits,
    })
  }

  async destroy({ request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageMedia')
    const { key } = await request.validateUsing(mediaDeleteValidator)
    await this.library.remove(key)
    await this.activity.record(auth.user!.id, 'file_deleted', key.split('/').pop() ?? key)
    flashToast(session, 'Arquivo excluído com sucesso!')
    return response.redirect().back()
  }
}
