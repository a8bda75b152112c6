/*
| Issue #28: every member write has a limit per member and per IP, declared
| with its route (start/limiter.ts). The audit's reproductions, the refusal
| (toast and input back, or 429 with Retry-After) and the route table.
*/
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { isWriteThrottle } from '#start/limiter'
import { TOO_MANY_WRITES_TITLE, WRITE_LIMITS } from '#domain/platform/write_limits'
import { toastOf } from '#tests/helpers/toast'
import { CourseFactory } from '#database/factories/course_factory'
import { personWithRole } from '../../admin/_helpers.js'
import { countRows, discussionBy, member, submit } from '../../community/forum_helpers.js'

/** Write routes with no throttle, and why. */
const EXEMPT: Record<string, string> = {
  'POST /webhooks/stripe': 'signed by Stripe; refusing would make Stripe resend',
  'POST /auth/entrar': 'AuthThrottle (sign-in)',
  'POST /auth/cadastro': 'AuthThrottle (sign-up)',
  'POST /auth/confirmar-email': 'AuthThrottle (verification mail)',
  'POST /auth/esqueci-senha': 'AuthThrottle (reset mail)',
  'POST /auth/redefinir-senha/:id': 'signed single-use link from the reset mail',
  'POST /__transmit/subscribe': '@adonisjs/transmit: joins a live channel, stores nothing',
  'POST /__transmit/unsubscribe': '@adonisjs/transmit: leaves a live channel, stores nothing',
}

/** Whether `text` is the refusal of `what` with a wait in pt-BR. */
function refusalOf(what: string) {
  return new RegExp(
    `^${what} em pouco tempo\\. Tente de novo em \\d+ (segundos?|minutos?|horas?)\\.$`
  )
}

async function notificationsOf(userId: number) {
  const row = await db.from('notifications').where('user_id', userId).sum('count as total').first()
  return Number(row?.total ?? 0)
}

test.group('Write limits: the route table', () => {
  test('every write route declares a throttle, except the listed ones', ({ assert }) => {
    router.commit()
    const missing: string[] = []
    const writes = new Set<string>()
    for (const route of Object.values(router.toJSON()).flat()) {
      for (const method of route.methods) {
        if (['GET', 'HEAD', 'OPTIONS'].includes(method)) continue
        const label = `${method} ${route.pattern}`
        writes.add(label)
        const throttled = [...route.middleware.all()].some((entry) => isWriteThrottle(entry))
        if (!throttled && !EXEMPT[label]) missing.push(label)
      }
    }
    assert.deepEqual(missing, [], 'write routes without `.use(throttle.<kind>)`')
    /* The exempt list names real routes only. */
    for (const label of Object.keys(EXEMPT)) assert.isTrue(writes.has(label), label)
  })
})

test.group('Write limits: the audit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('60 forum replies: only the limit is stored, the rest refused, the author notified no more', async ({
    client,
    assert,
  }) => {
    const author = await member('Autora')
    const discussion = await discussionBy(author)
    const replier = await member('Apressado')
    const limit = WRITE_LIMITS.forum_reply.member.requests
    const url = `/comunidade/discussoes/${discussion.id}/respostas`

    let refused = 0
    let lastRefusal = null as ReturnType<typeof toastOf>
    for (let i = 1; i <= 60; i++) {
      const response = await submit(client, 'post', url, replier, { reply: `Resposta ${i}` })
      response.assertStatus(302)
      const toast = toastOf(response)
      if (toast?.title === TOO_MANY_WRITES_TITLE) {
        refused++
        lastRefusal = toast
        /* What the member typed comes back to the form. */
        assert.equal(response.flashMessages().reply, `Resposta ${i}`)
      }
    }
    assert.equal(await countRows('forum_replies', { user_id: replier.id }), limit)
    assert.equal(refused, 60 - limit)
    assert.equal(lastRefusal?.variant, 'destructive')
    assert.match(lastRefusal!.description!, refusalOf('Muitas respostas'))
    assert.isAtMost(await notificationsOf(author.id), limit)
  })

  test('20 reports: only the limit is stored', async ({ client, assert }) => {
    const reporter = await member()
    const owner = await member()
    const limit = WRITE_LIMITS.report.member.requests
    let refused = 0
    for (let i = 1; i <= 20; i++) {
      const discussion = await discussionBy(owner, { title: `Discussão ${i}` })
      const response = await submit(
        client,
        'post',
        `/comunidade/discussoes/${discussion.id}/denuncias`,
        reporter,
        { reason: 'Propaganda repetida' }
      )
      if (toastOf(response)?.title === TOO_MANY_WRITES_TITLE) refused++
    }
    assert.equal(await countRows('forum_reports', { reporter_id: reporter.id }), limit)
    assert.equal(refused, 20 - limit)
  })

  test('30 newsletter sign-ups from one IP: only the IP limit is stored', async ({
    client,
    assert,
  }) => {
    const limit = WRITE_LIMITS.newsletter.ip.requests
    let refused = 0
    for (let i = 1; i <= 30; i++) {
      const response = await client
        .post('/newsletter')
        .form({ email: `leitor${i}@exemplo.com` })
        .withCsrfToken()
        .redirects(0)
      if (toastOf(response)?.title === TOO_MANY_WRITES_TITLE) refused++
    }
    assert.equal(await countRows('newsletter_subscriptions'), limit)
    assert.equal(refused, 30 - limit)
  })

  test('25 new conversations: only the limit is started', async ({ client, assert }) => {
    const ana = await member('Ana Souza')
    const limit = WRITE_LIMITS.conversation_start.member.requests
    let refused = 0
    for (let i = 1; i <= 25; i++) {
      const other = await member(`Membro ${i}`)
      const response = await submit(client, 'post', `/mensagens/com/${other.id}`, ana)
      if (toastOf(response)?.title === TOO_MANY_WRITES_TITLE) {
        refused++
        assert.match(toastOf(response)!.description!, refusalOf('Muitas conversas novas'))
      }
    }
    assert.equal(await countRows('conversations'), limit)
    assert.equal(refused, 25 - limit)
  })

  test('a JSON caller over the limit gets 429 with the pt-BR message and Retry-After', async ({
    client,
    assert,
  }) => {
    const replier = await member()
    const discussion = await discussionBy(await member())
    const url = `/comunidade/discussoes/${discussion.id}/respostas`
    for (let i = 1; i <= WRITE_LIMITS.forum_reply.member.requests; i++) {
      await submit(client, 'post', url, replier, { reply: `Resposta ${i}` })
    }
    const response = await submit(client, 'post', url, replier, { reply: 'Mais uma' }).accept(
      'json'
    )
    response.assertStatus(429)
    assert.match(response.body().message, refusalOf('Muitas respostas'))
    assert.isAbove(Number(response.header('retry-after')), 0)
    assert.equal(
      await countRows('forum_replies', { user_id: replier.id }),
      WRITE_LIMITS.forum_reply.member.requests
    )
  })

  test('the IP limit stops two members on one address; a forged X-Forwarded-For does not help', async ({
    client,
    assert,
  }) => {
    const previous = env.get('RATE_LIMITS')
    env.set('RATE_LIMITS', 'forum_reply.ip=3/5m')
    try {
      const discussion = await discussionBy(await member())
      const url = `/comunidade/discussoes/${discussion.id}/respostas`
      const ana = await member('Ana')
      const bruno = await member('Bruno')
      for (const [user, text] of [
        [ana, 'Primeira da Ana'],
        [ana, 'Segunda da Ana'],
        [bruno, 'Primeira do Bruno'],
      ] as const) {
        const response = await submit(client, 'post', url, user, { reply: text })
        assert.notEqual(toastOf(response)?.title, TOO_MANY_WRITES_TITLE)
      }
      const brunoAgain = await submit(client, 'post', url, bruno, { reply: 'Segunda do Bruno' })
      assert.equal(toastOf(brunoAgain)?.title, TOO_MANY_WRITES_TITLE)
      const forged = await submit(client, 'post', url, bruno, { reply: 'Outro IP?' }).header(
        'x-forwarded-for',
        '203.0.113.9'
      )
      assert.equal(toastOf(forged)?.title, TOO_MANY_WRITES_TITLE)
      assert.equal(await countRows('forum_replies', { discussion_id: discussion.id }), 3)
    } finally {
      env.set('RATE_LIMITS', previous ?? '')
    }
  })
  test('the panel declares one limit for its writes: reading never counts, the third write is refused', async ({
    client,
    assert,
  }) => {
    const previous = env.get('RATE_LIMITS')
    env.set('RATE_LIMITS', 'admin_write=2/1m')
    try {
      const editor = await personWithRole('editor')
      const course = await CourseFactory.apply('draft').create()
      for (let index = 0; index < 5; index++) {
        const page = await client.get('/admin/cursos').loginAs(editor)
        page.assertStatus(200)
      }
      const toggle = () =>
        client
          .patch(`/admin/cursos/${course.id}/publicacao`)
          .loginAs(editor)
          .withCsrfToken()
          .redirects(0)
      assert.equal(toastOf(await toggle())?.title, 'Curso publicado com sucesso!')
      assert.equal(toastOf(await toggle())?.title, 'Curso despublicado com sucesso!')
      assert.equal(toastOf(await toggle())?.title, TOO_MANY_WRITES_TITLE)
      await course.refresh()
      assert.isFalse(course.isPublished)
    } finally {
      env.set('RATE_LIMITS', previous ?? '')
    }
  })
})
