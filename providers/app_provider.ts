import { Settings } from 'luxon'
import type { ApplicationService } from '@adonisjs/core/types'
import { rememberZoneOffsets } from '#services/platform/zone_offsets'
import { rememberVerifiedCookies } from '#services/platform/cookie_memo'

/**
 * Process-wide defaults: dates are computed and formatted for Brazilian
 * learners (America/Sao_Paulo, pt-BR) unless code says otherwise, with
 * each quarter hour's zone offset asked of Intl once (zone_offsets) and
 * a cookie that verified once not verified again (cookie_memo), the
 * routes committed for ace commands and the REPL, and the start-up sweep of
 * temporary request bodies.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    Settings.defaultZone = 'America/Sao_Paulo'
    Settings.defaultLocale = 'pt-BR'
    rememberZoneOffsets()
    rememberVerifiedCookies()
  }

  #sweeper?: NodeJS.Timeout

  /**
   * The web server starts by removing every request body left in tmp/ (no
   * request owns one yet, so a file of a killed upload goes whatever its age),
   * then sweeps idle leftovers while it runs.
   */
  async ready() {
    /*
     * Only the HTTP server commits the routes it serves; an ace command (the
     * e-mail digest) or the REPL building a link with urlFor() would otherwise
     * fail with "Cannot lookup route". The routes file is preloaded already.
     */
    if (['console', 'repl'].includes(this.app.getEnvironment())) {
      const router = await this.app.container.make('router')
      router.commit()
    }
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
