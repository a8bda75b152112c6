import type { ApplicationService } from '@adonisjs/core/types'

/** How often the web server runs its scheduled jobs. */
const EVERY_MS = 60 * 60 * 1000

/**
 * Background work inside the web server (there is no job queue, see
 * docs/decisions.md): at boot, exports left pending by a stopped process
 * start again; at boot and every hour, due account deletions are carried
 * out, expired export files removed (LGPD) and the reminders before an
 * annual Pix plan ends sent. Each job runs even when another one fails.
 */
export default class ScheduledJobsProvider {
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
    const tick = () => void this.runHourly(logger)
    tick()
    this.#timer = setInterval(tick, EVERY_MS).unref()
  }

  /** One hourly round (public for the tests: the timer only runs in the web server). */
  async runHourly(logger: { error(bindings: object, message: string): void }) {
    const jobs: [string, () => Promise<unknown>][] = [
      ['falha na rotina de privacidade', () => this.#privacy()],
      ['falha nos avisos do fim do plano anual', () => this.#annualReminders()],
    ]
    for (const [failure, job] of jobs) {
      await job().catch((error) => logger.error({ err: error }, failure))
    }
  }

  async #privacy() {
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

  async #annualReminders() {
    const { default: AnnualReminderService } =
      await import('#services/subscription/annual_reminder_service')
    const reminders = await this.app.container.make(AnnualReminderService)
    await reminders.sendDue()
  }

  async shutdown() {
    clearInterval(this.#timer)
    const { default: DataExportService } = await import('#services/accounts/data_export_service')
    await DataExportService.settled()
  }
}
