/*
| OpenTelemetry on (OTEL_ENABLED=true): a real instance (bin/server.ts, see
| tests/helpers/app_instance.ts) exports the span of a request to an OTLP
| HTTP receiver, here a tiny node server of the test that keeps what is
| POSTed to /v1/traces. The span names the route and carries the request id
| of the logs. Off (the default) is tests/unit/platform/telemetry.spec.ts.
*/
import { createServer, type Server } from 'node:http'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { AppInstance } from '#tests/helpers/app_instance'

type ExportedSpan = {
  traceId: string
  name: string
  attributes: Record<string, string | undefined>
}

/** The spans of one OTLP/JSON trace export, with their attributes as a plain object. */
function spansOf(body: string): ExportedSpan[] {
  return JSON.parse(body).resourceSpans.flatMap((resource: any) =>
    resource.scopeSpans.flatMap((scope: any) =>
      scope.spans.map((span: any) => ({
        traceId: span.traceId,
        name: span.name,
        attributes: Object.fromEntries(
          span.attributes.map((attribute: any) => [attribute.key, attribute.value?.stringValue])
        ),
      }))
    )
  )
}

/** A fake OTLP/HTTP collector: resolves waitFor() once a POSTed trace export contains `text`. */
class FakeCollector {
  readonly #server: Server
  readonly #exports: string[] = []
  readonly #waiters = new Set<() => void>()

  constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          this.#exports.push(Buffer.concat(chunks).toString('utf8'))
          for (const waiter of this.#waiters) waiter()
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
  }

  listen() {
    return new Promise<string>((resolve) => {
      this.#server.listen(0, '127.0.0.1', () => {
        const { port } = this.#server.address() as { port: number }
        resolve(`http://127.0.0.1:${port}`)
      })
    })
  }

  /** The first exported span (already received or coming) that matches. */
  waitForSpan(matches: (span: ExportedSpan) => boolean) {
    return new Promise<ExportedSpan>((resolve) => {
      const check = () => {
        const found = this.#exports.flatMap(spansOf).find(matches)
        if (!found) return
        this.#waiters.delete(check)
        resolve(found)
      }
      this.#waiters.add(check)
      check()
    })
  }

  close() {
    this.#server.closeAllConnections()
    return new Promise((resolve) => this.#server.close(resolve))
  }
}

test.group('OpenTelemetry (OTEL_ENABLED=true)', (group) => {
  const collector = new FakeCollector()
  let instance: AppInstance | null = null

  group.teardown(async () => {
    await instance?.stop()
    await collector.close()
  })

  test("a request's span reaches the OTLP endpoint with its route and request id", async ({
    assert,
  }) => {
    const endpoint = await collector.listen()
    instance = await AppInstance.start('otel', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      OTEL_ENABLED: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      /* The batch goes out 100 ms after the span ends instead of 5 s. */
      OTEL_BSP_SCHEDULE_DELAY: '100',
    })

    const requestId = randomUUID()
    const response = await fetch(`${instance.url}/cursos/curso-que-nao-existe`, {
      headers: { 'x-request-id': requestId, 'accept': 'application/json' },
    })
    await response.arrayBuffer()
    assert.equal(response.status, 404, instance.output())

    const span = await collector.waitForSpan(
      (candidate) => candidate.attributes['http.request.id'] === requestId
    )
    assert.equal(span.name, 'GET /cursos/:slug')
    assert.equal(span.attributes['http.route'], '/cursos/:slug')

    /* The query that looked for the course is a span of the same trace. */
    const query = await collector.waitForSpan(
      (candidate) =>
        candidate.traceId === span.traceId &&
        candidate.attributes['db.system'] === 'postgresql' &&
        /from "?courses"?/.test(candidate.attributes['db.statement'] ?? '')
    )
    assert.notInclude(query.attributes['db.statement'], 'curso-que-nao-existe')
  }).timeout(60_000)
})
