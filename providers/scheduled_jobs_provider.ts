import type { ApplicationService } from '@adonisjs/core/types'

/** How often the web server looks for due deletions and expired export files. */
const EVERY_MS = 60 * 60 * 1000

/**
 * LGPD background work inside the web server (there is no job queue, see
 * docs/decisions.md): at boot, exports left pending by a stopped process
 * start again; at boot and every hour, due account deletions are carried
 * out and expired export files removed.
 */
export default class PrivacyJobsProvider {
  #timer?: NodeJS.Timeout

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { default: DataExportService } = await import('#services/accounts/data_export_service')
    const logger = await this.app.container.make('logger')
    const exports = await this.app.container.make(DataExportService)
    await exports
      .resumePending()
      .catch((error) => logger.error({ err: error }, 'falha ao retomar exportações pendentes'))
    const tick = () =>
      this.#hourly().catch((error) =>
        logger.error({ err: error }, 'falha na rotina de privacidade')
      )
    void tick()
    this.#timer = setInterval(tick, EVERY_MS).unref()
  }

  async #hourly() {
    const [{ default: AccountDeletionService }, { default: DataExportService }] = await Promise.all(
      [
        import('#services/accounts/account_deletion_service'),
        import('#services/accounts/data_export_service'),
      ]
    )
    const deletions = await this.app.container.make(AccountDeletionService)
    await deletions.purgeDue()
    const exports = await this.app.container.make(DataExportService)
    await exports.removeExpiredFiles()
  }

  async shutdown() {
    clearInterval(this.#timer)
    const { default: DataExportService } = await import('#services/accounts/data_export_service')
    await DataExportService.settled()
  }
}
