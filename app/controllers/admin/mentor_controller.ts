import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import MentorReportService from '#services/mentor/mentor_report_service'
import MentorReportTransformer from '#transformers/admin/mentor_report_transformer'
import { mentorMode } from '#services/mentor/mentor_settings'

/** Mentor IA: what learners ask each course's mentor and which answers did not help. */
@inject()
export default class MentorController {
  constructor(private reports: MentorReportService) {}

  async show({ inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('readAnalytics')
    const report = await this.reports.report()
    return inertia.render('admin/mentor', {
      report: MentorReportTransformer.transform({ ...report, mode: mentorMode() }),
    })
  }
}
