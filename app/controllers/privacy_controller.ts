import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DataExportService from '#services/accounts/data_export_service'
import AccountDeletionService from '#services/accounts/account_deletion_service'
import FileDeliveryService from '#services/platform/file_delivery_service'
import { flashToast } from '#services/platform/flash'
import { deleteAccountValidator } from '#validators/privacy'
import { recordId } from '#validators/rules'
import AccountPrivacyTransformer from '#transformers/account_privacy_transformer'
import NotFoundException from '#exceptions/not_found_exception'
import { deletionScheduledText, PRIVACY_TEXTS } from '#domain/accounts/privacy'
import vine from '@vinejs/vine'

const exportParams = vine.create({ id: recordId() })

/** /perfil/privacidade: 'Baixar meus dados' and 'Excluir minha conta' (LGPD, issue 31). */
@inject()
export default class PrivacyController {
  constructor(
    private exports: DataExportService,
    private deletions: AccountDeletionService
  ) {}

  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    const { latest, state } = await this.exports.latestFor(user.id)
    return inertia.render('profiles/privacy', {
      privacy: AccountPrivacyTransformer.transform({ user, latest, state }),
    })
  }

  /** Starts the export in the background; one at a time per member. */
  async storeExport({ auth, response, session }: HttpContext) {
    const started = await this.exports.start(auth.getUserOrFail().id)
    if (started) {
      flashToast(session, PRIVACY_TEXTS.exportStarted, PRIVACY_TEXTS.exportStartedDescription)
    } else {
      flashToast(session, PRIVACY_TEXTS.exportAlreadyPending)
    }
    return response.redirect().toRoute('privacy.show')
  }

  /** The JSON, for its owner only, while it has not expired; anyone else gets 404. */
  async downloadExport(ctx: HttpContext) {
    const { id } = await exportParams.validate(ctx.params).catch(() => {
      throw new NotFoundException('file')
    })
    const row = await this.exports.downloadable(ctx.auth.getUserOrFail().id, id)
    if (!row) throw new NotFoundException('file')
    return new FileDeliveryService().send(ctx, row.fileKey!, {
      cache: 'private',
      disposition: 'attachment',
      fileName: `ganja-talks-meus-dados-${row.createdAt.toFormat('yyyy-MM-dd')}.json`,
    })
  }

  /** 'Excluir minha conta': password checked by the validator, deletion in 7 days. */
  async requestDeletion({ auth, request, response, session }: HttpContext) {
    const user = auth.getUserOrFail()
    await request.validateUsing(deleteAccountValidator, { meta: { user } })
    const scheduledFor = await this.deletions.request(user)
    flashToast(
      session,
      PRIVACY_TEXTS.deletionScheduled,
      deletionScheduledText(scheduledFor.toJSDate())
    )
    return response.redirect().toRoute('privacy.show')
  }

  async cancelDeletion({ auth, response, session }: HttpContext) {
    await this.deletions.cancel(auth.getUserOrFail())
    flashToast(session, PRIVACY_TEXTS.deletionCancelled, PRIVACY_TEXTS.deletionCancelledDescription)
    return response.redirect().toRoute('privacy.show')
  }
}
