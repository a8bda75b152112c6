import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { publicReport } from '#services/platform/health_checks'

/**
 * For the load balancer: JSON, never cached, no session. `live` says the
 * process answers (nothing else is touched); `ready` runs the checks of
 * start/health.ts and answers 503 while any of them fails.
 */
export default class HealthController {
  async live({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return response.ok({ status: 'ok' })
  }

  async ready({ response }: HttpContext) {
    const { healthChecks } = await import('#start/health')
    const report = await healthChecks.run()
    for (const check of report.checks.filter((one) => one.status === 'error')) {
      logger.error({ check: check.name, err: check.meta?.error }, check.message)
    }
    response.header('Cache-Control', 'no-store')
    return response.status(report.isHealthy ? 200 : 503).json(publicReport(report))
  }
}
