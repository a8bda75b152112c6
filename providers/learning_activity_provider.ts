import type { ApplicationService } from '@adonisjs/core/types'

/* A stop never waits longer than this for the last write (a database that is gone). */
const LAST_WRITE_TIMEOUT_MS = 5000

/**
 * The web server writes buffered lesson views, course touches and study time
 * every two seconds, and once more when it stops gracefully (SIGTERM →
 * app.terminate()). That last write runs in a `terminating` hook registered
 * before the HTTP server's own (hooks run in reverse), so it comes after the
 * server stopped taking requests and before any provider closes the
 * database; it is bounded, so a stop never hangs on it. Tests and commands
 * flush explicitly.
 */
export default class LearningActivityProvider {
  constructor(protected app: ApplicationService) {}

  start() {
    if (this.app.getEnvironment() !== 'web') return
    this.app.terminating(() => this.#lastWrite(true))
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { default: learningActivity } =
      await import('#services/learning/learning_activity_buffer')
    learningActivity.start()
  }

  /** Whatever arrived after the terminating hook (nothing, normally). */
  shutdown() {
    return this.#lastWrite()
  }

  async #lastWrite(announce = false) {
    const { default: learningActivity } =
      await import('#services/learning/learning_activity_buffer')
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), LAST_WRITE_TIMEOUT_MS)
    })
    try {
      const outcome = await Promise.race([learningActivity.shutdown(), timeout])
      if (outcome === 'timeout')
        throw new Error(`sem resposta do banco em ${LAST_WRITE_TIMEOUT_MS} ms`)
      if (announce) {
        const logger = await this.app.container.make('logger')
        logger.info('encerrando: atividade de estudo pendente gravada')
      }
    } catch (error) {
      const logger = await this.app.container.make('logger')
      logger.error({ err: error }, 'falha ao gravar a atividade de estudo pendente ao encerrar')
    } finally {
      clearTimeout(timer)
    }
  }
}
