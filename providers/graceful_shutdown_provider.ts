import type { IncomingMessage, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { ApplicationService } from '@adonisjs/core/types'

/* How long a stop waits for the requests still running before cutting their connections. */
const IN_FLIGHT_TIMEOUT_MS = 10_000
/* What a browser waits before reconnecting its real-time stream (to another or the restarted server). */
export const SSE_RETRY_MS = 3000

const STREAM_PATH = '/__transmit/events'

/**
 * A stop (SIGTERM → app.terminate()) in this order:
 *
 *   1. the server stops accepting connections;
 *   2. the requests already running finish, and each answer goes out with
 *      `Connection: close` (or its socket is closed right after it), so no
 *      keep-alive connection is left open after its last answer;
 *   3. every real-time stream (Transmit's SSE) ends with a `retry:` hint,
 *      so the browser reconnects to another (or the restarted) instance;
 *   4. the idle keep-alive connections are dropped, and the server's `close`
 *      event says no connection is left;
 *   5. the buffered study activity is written (learning_activity_provider's
 *      hook, which runs after this one) and then the providers shut down,
 *      the database last of what matters.
 *
 * Why the explicit steps: node's server.close() waits for every connection,
 * and an SSE stream never ends by itself; a keep-alive connection whose
 * answer finished just after close() (or after a stream was ended) is not
 * idle yet when closeIdleConnections() runs, so it used to linger until the
 * client's keep-alive gave up, holding the stop for seconds. Here a
 * connection is closed on the `finish` of its last answer instead.
 *
 * The hook is registered in ready(), after the HTTP server's own terminating
 * hook (registered when it started listening): hooks run in reverse, so this
 * one runs first, and the framework's server.close() then finds nothing left.
 */
export default class GracefulShutdownProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const server = await this.app.container.make('server')
    const nodeServer = server.getNodeServer()
    if (!nodeServer) return
    const logger = await this.app.container.make('logger')

    let stopping = false
    let streamsEnded = false
    const endStream = (response: ServerResponse) => {
      if (!response.writableEnded) response.end(`retry: ${SSE_RETRY_MS}\n\n`)
    }
    const streams = new Set<ServerResponse>()
    const requests = new Set<ServerResponse>()
    let requestsDone: (() => void) | null = null

    /* During a stop, an answer's connection closes once the answer is sent. */
    const closeAfter = (request: IncomingMessage, response: ServerResponse) => {
      if (!response.headersSent) {
        response.shouldKeepAlive = false
        return
      }
      const socket = request.socket
      response.once('finish', () => setImmediate(() => socket.destroySoon()))
    }

    nodeServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const isStream = request.url?.startsWith(STREAM_PATH) ?? false
      const set = isStream ? streams : requests
      set.add(response)
      response.once('close', () => {
        set.delete(response)
        if (requests.size === 0) requestsDone?.()
      })
      if (stopping) closeAfter(request, response)
      /* A stream opened on a kept-alive connection after the others ended: ended once it starts. */
      if (isStream && streamsEnded) response.once('pipe', () => endStream(response))
    })

    this.app.terminating(async () => {
      stopping = true
      /*
       * net's close only: node's http close() would also drop the connections
       * accepted whose request has not been read yet (a request already sent
       * by its client); those are dropped below, once the running ones ended.
       */
      const closed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(nodeServer, () => resolve())
      )
      logger.info('encerrando: o servidor parou de aceitar conexões')

      for (const response of [...requests, ...streams]) closeAfter(response.req, response)
      const cut = setTimeout(() => {
        logger.warn(`encerrando: requisições ainda em andamento após ${IN_FLIGHT_TIMEOUT_MS} ms`)
        nodeServer.closeAllConnections()
      }, IN_FLIGHT_TIMEOUT_MS)
      if (requests.size > 0) await new Promise<void>((resolve) => (requestsDone = resolve))
      logger.info('encerrando: requisições em andamento concluídas')

      const open = streams.size
      streamsEnded = true
      for (const response of streams) endStream(response)
      logger.info(`encerrando: ${open} stream(s) em tempo real fechado(s) com retry`)
      nodeServer.closeIdleConnections()

      await closed
      clearTimeout(cut)
      logger.info('encerrando: nenhuma conexão aberta')
    })
  }
}
