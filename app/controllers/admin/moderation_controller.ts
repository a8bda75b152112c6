import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ForumReport from '#models/forum_report'
import ForumModerationService from '#services/community/forum_moderation_service'
import { flashToast } from '#services/platform/flash'
import { forumRowId } from '#services/community/forum_posts'
import ForumPolicy from '#policies/forum_policy'
import ForumReportTransformer from '#transformers/admin/forum_report_transformer'
import { reportOutcomeValidator } from '#validators/forum'

/** Moderação: the forum's open reports, with the actions on what was reported. */
@inject()
export default class ModerationController {
  constructor(private moderation: ForumModerationService) {}

  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(ForumPolicy).authorize('moderate')
    const reports = await this.moderation.openReports()
    return inertia.render('admin/moderation', {
      reports: ForumReportTransformer.transform(reports),
    })
  }

  async update({ params, request, response, auth, bouncer, session }: HttpContext) {
    await bouncer.with(ForumPolicy).authorize('moderate')
    const report = await ForumReport.query()
      .where('id', forumRowId(params.id))
      .where('status', 'open')
      .firstOrFail()
    const { outcome } = await request.validateUsing(reportOutcomeValidator)
    await this.moderation.closeReport(auth.getUserOrFail().id, report, outcome)
    flashToast(session, outcome === 'resolved' ? 'Denúncia resolvida' : 'Denúncia descartada')
    return response.redirect().toRoute('admin.moderation.index')
  }
}
