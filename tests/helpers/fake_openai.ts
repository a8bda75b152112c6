/*
| A fake OpenAI-compatible chat-completions API on 127.0.0.1 for the tests:
| the app's real client (the `openai` SDK in MentorModelClient) talks to it
| over HTTP, so the test sees the exact request the app sends (model, prompt,
| `stream: true`) and the app parses real server-sent events. What it answers
| can be armed per test: a streamed text, an HTTP error, silence (timeout),
| garbage, or a stream held until the test releases it.
*/
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Socket } from 'node:net'
import { overrideMentorSettings } from '#services/mentor/mentor_settings'

export const FAKE_MODEL = 'modelo-falso-1'
export const FAKE_API_KEY = 'sk-fake-mentor'

export type ChatRequest = {
  path: string
  headers: IncomingHttpHeaders
  body: {
    model: string
    stream?: boolean
    messages: { role: string; content: string }[]
  }
}

type Behaviour =
  | { kind: 'stream'; chunks: string[] }
  | { kind: 'error'; status: number }
  | { kind: 'silence' }
  | { kind: 'garbage' }

export class FakeOpenAI {
  readonly requests: ChatRequest[] = []
  private behaviour: Behaviour = { kind: 'stream', chunks: ['Resposta ', 'do mentor (Aula 1).'] }
  private gate: Promise<void> | null = null
  private openGate: (() => void) | null = null
  private sockets = new Set<Socket>()
  private restoreSettings: () => void = () => {}

  private constructor(
    private server: Server,
    readonly port: number
  ) {}

  /** Starts the fake and points the mentor's settings at it (restored by stop()). */
  static async start(options: { timeoutMs?: number } = {}) {
    let fake: FakeOpenAI
    const server = createServer((request, response) => {
      let raw = ''
      request.setEncoding('utf8')
      request.on('data', (chunk) => (raw += chunk))
      request.on('end', () => {
        fake.requests.push({
          path: request.url ?? '/',
          headers: request.headers,
          body: raw ? JSON.parse(raw) : {},
        })
        void fake.answer(response)
      })
    })
    server.on('connection', (socket) => {
      fake.sockets.add(socket)
      socket.on('close', () => fake.sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    fake = new FakeOpenAI(server, (server.address() as AddressInfo).port)
    fake.restoreSettings = overrideMentorSettings({
      apiUrl: `http://127.0.0.1:${fake.port}/v1`,
      apiKey: FAKE_API_KEY,
      model: FAKE_MODEL,
      timeoutMs: options.timeoutMs ?? 5_000,
    })
    return fake
  }

  /** The next answers stream these text pieces, one server-sent event each. */
  streams(...chunks: string[]) {
    this.behaviour = { kind: 'stream', chunks }
    return this
  }

  /** The next answers are an HTTP error with an OpenAI-shaped body. */
  fails(status = 500) {
    this.behaviour = { kind: 'error', status }
    return this
  }

  /** The next requests get no answer at all (the app's timeout must end them). */
  staysSilent() {
    this.behaviour = { kind: 'silence' }
    return this
  }

  /** The next answers are 200 with a body that is not server-sent chunks. */
  answersGarbage() {
    this.behaviour = { kind: 'garbage' }
    return this
  }

  /** Holds every answer until release() (to watch the typing indicator). */
  hold() {
    this.gate = new Promise((resolve) => (this.openGate = resolve))
    return this
  }

  release() {
    this.openGate?.()
    this.gate = null
  }

  /** The last request's system prompt. */
  lastSystemPrompt() {
    return this.requests.at(-1)?.body.messages.find((m) => m.role === 'system')?.content ?? ''
  }

  async stop() {
    this.restoreSettings()
    this.release()
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private async answer(response: ServerResponse) {
    if (this.gate) await this.gate
    const behaviour = this.behaviour
    if (behaviour.kind === 'silence') return
    if (behaviour.kind === 'error') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({ error: { message: 'falha simulada', type: 'server_error', code: null } })
      )
      return
    }
    if (behaviour.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.end('data: isto não é json\n\n<html>erro</html>\n\n')
      return
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    const id = `chatcmpl-fake-${this.requests.length}`
    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: FAKE_MODEL,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`
    response.write(event({ role: 'assistant', content: '' }))
    for (const chunk of behaviour.chunks) {
      response.write(event({ content: chunk }))
      await new Promise((resolve) => setImmediate(resolve))
    }
    response.write(event({}, 'stop'))
    response.end('data: [DONE]\n\n')
  }
}
