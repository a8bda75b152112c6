import { Settings } from 'luxon'
import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Process-wide defaults: dates are computed and formatted for Brazilian
 * learners (America/Sao_Paulo, pt-BR) unless code says otherwise, and the
 * start-up sweep of temporary request bodies.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    Settings.defaultZone = 'America/Sao_Paulo'
    Settings.defaultLocale = 'pt-BR'
  }

  #sweeper?: NodeJS.Timeout

  /**
   * The web server starts by removing every request body left in tmp/ (no
   * request owns one yet, so a file of a killed upload goes whatever its age),
   * then sweeps idle leftovers while it runs.
   */
  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { sweepTemporaryFiles, SWEEP_EVERY_MS } =
      await import('#services/platform/temporary_files')
    const logger = await this.app.container.make('logger')
    const removed = await sweepTemporaryFiles(0).catch(() => 0)
    if (removed > 0) {
      logger.info({ removed }, 'arquivos temporários de envios interrompidos removidos')
    }
    this.#sweeper = setInterval(() => {
      sweepTemporaryFiles().catch((error) => logger.warn({ err: error }, 'limpeza de tmp/ falhou'))
    }, SWEEP_EVERY_MS).unref()
  }

  async shutdown() {
    clearInterval(this.#sweeper)
  }
}
