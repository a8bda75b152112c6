import { inject } from '@adonisjs/core'
import { errors } from '@adonisjs/core/http'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import AnalyticsService from '#services/admin/analytics_service'
import AnalyticsExportService from '#services/admin/analytics_export_service'
import AnalyticsTransformer from '#transformers/admin/analytics_transformer'
import { isExportTable, parseAnalyticsPeriod } from '#domain/admin/admin_analytics'

/** The admin Analytics section: learning and subscriptions over 7, 30 or 90 days (?periodo=). */
@inject()
export default class AnalyticsController {
  constructor(
    private analytics: AnalyticsService,
    private csv: AnalyticsExportService
  ) {}

  /** The figures load right after the page; a failure shows 'Erro ao carregar métricas'. */
  async show({ inertia, bouncer, request }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('readAnalytics')
    const period = parseAnalyticsPeriod(request.qs().periodo)
    return inertia.render('admin/analytics', {
      period,
      analytics: inertia.defer(
        async () => AnalyticsTransformer.transform(await this.analytics.summary(period)),
        { rescue: true }
      ),
    })
  }

  /** One table of the page as a CSV download; an unknown table is the 404 page. */
  async export({ bouncer, params, request, response }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('readAnalytics')
    if (!isExportTable(params.tabela)) {
      throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    }
    const period = parseAnalyticsPeriod(request.qs().periodo)
    const { filename, content } = await this.csv.build(params.tabela, period)
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="${filename}"`)
    response.header('Cache-Control', 'no-store')
    return response.send(content)
  }
}
