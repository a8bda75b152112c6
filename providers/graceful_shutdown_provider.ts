import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApplicationService } from '@adonisjs/core/types'

/* How long a stop waits for requests still running before cutting them. */
const IN_FLIGHT_TIMEOUT_MS = 10_000
/* What a browser waits before reconnecting its real-time stream to another (or the restarted) server. */
const SSE_RETRY_MS = 3000

/**
 * On SIGTERM the HTTP server stops accepting and waits for its connections,
 * but a real-time stream (Transmit's SSE) never ends by itself, so a stop
 * would hang until killed. This hook, registered after the server's own
 * (hooks run in reverse, so it runs first), ends every open stream with a
 * `retry:` hint and bounds the wait for requests still running. The buffered
 * activity is written afterwards (learning_activity_provider), then the
 * database closes.
 */
export default class GracefulShutdownProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const server = await this.app.container.make('server')
    const nodeServer = server.getNodeServer()
    if (!nodeServer) return

    const streams = new Set<ServerResponse>()
    nodeServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!request.url?.startsWith('/__transmit/events')) return
      streams.add(response)
      response.once('close', () => streams.delete(response))
    })

    this.app.terminating(() => {
      for (const response of streams) {
        if (!response.writableEnded) response.end(`retry: ${SSE_RETRY_MS}\n\n`)
      }
      nodeServer.closeIdleConnections()
      setTimeout(() => nodeServer.closeAllConnections(), IN_FLIGHT_TIMEOUT_MS).unref()
    })
  }
}
