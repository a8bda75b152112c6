import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import MediaUploadService from '#services/admin/media_upload_service'
import ActivityService from '#services/admin/activity_service'
import { UploadRejected } from '#exceptions/upload_rejected'
import { BUCKET_LABELS, isUploadTarget } from '#domain/admin/admin_media'

/**
 * POST /admin/uploads/:target (multipart, field `file`), called by the
 * upload pickers with fetch. Answers JSON: 201 with the stored file, or
 * 4xx with `errors.file` in pt-BR ('Erro ao enviar arquivo' on the page).
 */
@inject()
export default class UploadsController {
  constructor(
    private uploads: MediaUploadService,
    private activity: ActivityService
  ) {}

  async store({ params, request, response, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageMedia')
    if (!isUploadTarget(params.target)) throw new UploadRejected('Destino de envio inválido.', 404)
    const file = await this.uploads.receive(request, params.target)
    await this.activity.record(
      auth.user!.id,
      'file_uploaded',
      file.name,
      BUCKET_LABELS[file.bucket]
    )
    return response.created({ file })
  }
}
