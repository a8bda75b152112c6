import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminMediaPolicy from '#policies/admin_media_policy'
import MediaUploadService, { UploadRejected } from '#services/admin/media_upload_service'
import ActivityService from '#services/admin/activity_service'
import { BUCKET_LABELS, isUploadTarget } from '#domain/admin_media'
import { authorizeAdmin } from '#services/admin/authorize'

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

  async store({ params, request, response, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminMediaPolicy).authorize('upload'))
    if (!isUploadTarget(params.target))
      return response.notFound({ errors: { file: 'Destino de envio inválido.' } })
    try {
      const file = await this.uploads.receive(request, params.target)
      await this.activity.record(
        auth.user!.id,
        'file_uploaded',
        file.name,
        BUCKET_LABELS[file.bucket]
      )
      return response.created({ file })
    } catch (error) {
      if (error instanceof UploadRejected) {
        return response.status(error.status).send({ errors: { file: error.message } })
      }
      logger.error({ err: error }, 'falha ao enviar arquivo')
      return response.internalServerError({ errors: { file: 'Erro ao enviar arquivo' } })
    }
  }
}
