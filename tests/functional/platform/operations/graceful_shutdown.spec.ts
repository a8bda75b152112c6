/*
| A stop under load (SIGTERM, what a deploy sends): a real instance
| (bin/server.ts, see tests/helpers/app_instance.ts) holds a member's
| real-time stream while a burst of lesson visits (buffered lesson views) and
| direct messages (written at once) is in flight. Nothing answered with a 2xx
| may be missing from the database afterwards, the stream ends with a
| `retry:` hint, new connections are refused and the process exits with 0.
|
| The rows are committed (the instance cannot see the runner's global
| transaction) and deleted when the group ends.
*/
import { request as httpRequest } from 'node:http'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Course from '#models/course'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { AppInstance, Visitor } from '#tests/helpers/app_instance'
import { SSE_RETRY_MS } from '#providers/graceful_shutdown_provider'

const PASSWORD = 'segredo123'
const LESSON_VISITS = 40
/* Under the direct messages' limit of 30 a minute. */
const MESSAGES = 20

const INSTANCE_ENV = {
  NODE_ENV: 'test',
  SESSION_DRIVER: 'cookie',
  LIMITER_STORE: 'memory',
  LOG_LEVEL: 'info',
}

/* What the instance logs at each step of its stop, in the order they must happen. */
const STEPS = [
  'encerrando: o servidor parou de aceitar conexões',
  'encerrando: requisições em andamento concluídas',
  'stream(s) em tempo real fechado(s) com retry',
  'encerrando: nenhuma conexão aberta',
  'encerrando: atividade de estudo pendente gravada',
]

function member(fullName: string) {
  return UserFactory.merge({ fullName, password: PASSWORD, emailVerifiedAt: DateTime.now() })
    .with('profile', 1, (profile) => profile.merge({ fullName }))
    .create()
}

type Outcome = { status: number } | { error: string }

/** A request's outcome: its status, or the network error when no answer came. */
async function outcome(send: () => Promise<Response>): Promise<Outcome> {
  try {
    const response = await send()
    await response.arrayBuffer()
    return { status: response.status }
  } catch (error) {
    return { error: String((error as Error).cause ?? error) }
  }
}

/** A new connection (no pooled keep-alive one): its error code, or the status if it was answered. */
function freshConnection(url: string) {
  return new Promise<string>((resolve) => {
    const probe = httpRequest(`${url}/favicon.svg`, { method: 'HEAD', agent: false }, (res) => {
      res.resume()
      resolve(`HTTP ${res.statusCode}`)
    })
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    probe.end()
  })
}

test.group('Graceful shutdown (SIGTERM under load)', (group) => {
  let learner: User
  let peer: User
  let course: Course
  let conversationId: number
  let instance: AppInstance | null = null

  group.setup(async () => {
    learner = await member('Lia Encerramento')
    peer = await member('Pedro Encerramento')
    course = await CourseFactory.merge({ price: 0 })
      .with('lessons', 1, (lesson) => lesson.merge({ orderIndex: 1, isFreePreview: true }))
      .create()
    const [row] = await db
      .table('conversations')
      .insert({ user1_id: learner.id, user2_id: peer.id })
      .returning('id')
    conversationId = row.id
  })

  group.teardown(async () => {
    await instance?.stop()
    const userIds = [learner?.id, peer?.id].filter((id) => id !== undefined)
    if (userIds.length) await db.from('users').whereIn('id', userIds).delete()
    if (course) await db.from('courses').where('id', course.id).delete()
  })

  test('in-flight writes are all stored, the stream ends with a retry hint, the process exits 0', async ({
    assert,
  }) => {
    instance = await AppInstance.start('graceful', INSTANCE_ENV)
    const running = instance
    const visitor = new Visitor(running)
    await visitor.signIn(learner.email, PASSWORD)
    const stream = await visitor.openStream()
    await stream.subscribe(`users/${learner.id}`)

    /* The asset version the Inertia requests carry (the first answer is a 409 that names it). */
    const inertia = { 'x-inertia': 'true', 'x-requested-with': 'XMLHttpRequest' }
    const probe = await visitor.request('/dashboard', { headers: inertia })
    await probe.arrayBuffer()
    const version = probe.headers.get('x-inertia-version') ?? ''

    /*
    | The burst: buffered lesson views and direct writes, interleaved, all
    | sent before the SIGTERM. The connections the server had not accepted
    | yet when it stopped listening are refused (a connection error, never
    | an answer): those requests never reached the app.
    */
    const lessonPath = `/cursos/${course.slug}/aula/1`
    const visits: Promise<Outcome>[] = []
    const messages: Promise<Outcome>[] = []
    for (let index = 0; index < LESSON_VISITS; index++) {
      visits.push(
        outcome(() =>
          visitor.request(lessonPath, { headers: { ...inertia, 'x-inertia-version': version } })
        )
      )
      if (index % 2 === 1 && messages.length < MESSAGES) {
        messages.push(
          outcome(() =>
            visitor.postJson(`/mensagens/${conversationId}/mensagens`, {
              text: `Mensagem ${index}`,
            })
          )
        )
      }
    }
    /* The stop begins while the burst runs: as soon as its first answer arrived. */
    await Promise.race([...visits, ...messages])
    const exited = running.waitForExit()
    running.signal('SIGTERM')

    await running.waitForOutput(STEPS[0])
    const afterClose = await freshConnection(running.url)
    const [visitOutcomes, messageOutcomes] = await Promise.all([
      Promise.all(visits),
      Promise.all(messages),
    ])
    const why = await stream.ended()
    const code = await exited

    assert.equal(code, 0, running.output())
    assert.equal(afterClose, 'ECONNREFUSED')

    /* No answer is a server error; a request the server never took fails as a connection error. */
    const all = [...visitOutcomes, ...messageOutcomes]
    for (const result of all) {
      if ('status' in result) assert.isBelow(result.status, 300, JSON.stringify(result))
    }
    const okVisits = visitOutcomes.filter((result) => 'status' in result).length
    const okMessages = messageOutcomes.filter((result) => 'status' in result).length
    assert.isAbove(okVisits + okMessages, 0)
    console.log(
      `  respondidas: ${okVisits}/${LESSON_VISITS} visitas, ${okMessages}/${MESSAGES} mensagens`
    )

    /* Nothing answered is lost: the buffered views were written on the way out. */
    const [views] = await db.from('lesson_views').where('user_id', learner.id).count('* as total')
    assert.equal(Number(views.total), okVisits)
    const [sent] = await db
      .from('messages')
      .where('conversation_id', conversationId)
      .where('sender_id', learner.id)
      .count('* as total')
    assert.equal(Number(sent.total), okMessages)

    /* The stream was ended by the server, with the reconnection hint. */
    assert.equal(why, 'o servidor fechou o stream')
    assert.include(stream.text, `retry: ${SSE_RETRY_MS}\n`)

    /* The steps, in their order. */
    const log = running.output()
    const positions = STEPS.map((step) => log.indexOf(step))
    for (const [index, position] of positions.entries()) {
      assert.isAbove(position, -1, `passo ausente: ${STEPS[index]}\n${log}`)
    }
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
      log
    )
  }).timeout(60_000)
})
