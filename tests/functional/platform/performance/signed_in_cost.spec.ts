import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { UserFactory } from '#database/factories/course_factory'
import { SESSION_REWRITE_AFTER_MS } from '#middleware/quiet_session_middleware'
import { startTwoInstances, type AppInstance, Visitor } from '#tests/helpers/app_instance'
import { signedInBrowser } from '#tests/helpers/realtime'
import { inCI, twoInstancesRedisMissing } from '#tests/helpers/redis'
import { eventually } from '#tests/helpers/eventually'
import { countQueries } from '#tests/helpers/query_count'

/*
| What being signed in costs on every request (issue 29): no cookie sent
| back when nothing in the session changed, and the session check read from
| memory for a few seconds, forgotten at once by sign-out, by 'Sair de todas
| as sessões' and by any change to the member's rows.
*/

const PASSWORD = 'segredo123'

async function member(fullName = 'Ana Lima') {
  return UserFactory.merge({ fullName, emailVerifiedAt: DateTime.now() }).with('profile').create()
}

/** 'Editar Perfil' as the page sends it: a new name, the other fields left empty. */
function profileForm(fullName: string) {
  return new URLSearchParams({
    fullName,
    specialty: '',
    bio: '',
    location: '',
    yearsExperience: '',
    linkedinUrl: '',
    websiteUrl: '',
  })
}

/** The status of a visit, its answer read to the end. */
async function statusOf(visitor: Visitor, path: string) {
  const response = await visitor.visit(path)
  await response.arrayBuffer()
  return response.status
}

/** The member's name in the header of /dashboard (shared prop `user`). */
async function shownName(visitor: Visitor) {
  const response = await visitor.visit('/dashboard')
  if (response.status !== 200) throw new Error(`/dashboard respondeu ${response.status}`)
  const page = (await response.json()) as { props: { user: { fullName: string } } }
  return page.props.user.fullName
}

/** Moves the clock of the in-process test server forward until the returned undo runs. */
function clockForward(ms: number) {
  const realNow = Date.now
  Date.now = () => realNow() + ms
  return () => {
    Date.now = realNow
  }
}

test.group('Signed-in cost: cookies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('reading pages sends no cookie back; the session is written again after an hour', async ({
    assert,
    cleanup,
  }) => {
    const me = await member()
    const reader = await signedInBrowser(me)
    const signedInWith = reader.cookie('gt-session')

    for (const path of ['/dashboard', '/cursos', '/perfil', '/robots.txt']) {
      const response = await reader.visit(path)
      await response.arrayBuffer()
      assert.equal(response.status, 200, path)
      assert.deepEqual(response.headers.getSetCookie(), [], `${path} reenviou cookies`)
    }

    /*
     * An hour later the next read renews the session (7 more days, same id)
     * and the page's CSRF cookie; the read after it sends nothing again.
     */
    const tokenBefore = reader.cookie('XSRF-TOKEN')
    cleanup(clockForward(SESSION_REWRITE_AFTER_MS + 60_000))
    assert.equal(await statusOf(reader, '/dashboard'), 200)
    assert.notEqual(reader.cookie('XSRF-TOKEN'), tokenBefore)
    assert.equal(reader.cookie('gt-session'), signedInWith)
    const next = await reader.visit('/dashboard')
    await next.arrayBuffer()
    assert.deepEqual(next.headers.getSetCookie(), [])
  })

  test('a write still needs the CSRF token, and works with the one held since sign-in', async ({
    assert,
  }) => {
    const me = await member()
    const writer = await signedInBrowser(me)
    for (const path of ['/dashboard', '/perfil']) await statusOf(writer, path)

    const forged = await fetch(new URL('/logout', writer.instance.url), {
      method: 'POST',
      headers: { cookie: `gt-session=${writer.cookie('gt-session')}` },
      redirect: 'manual',
    })
    await forged.arrayBuffer()
    /* Refused (sent back with 'Sessão expirada'): the member is still signed in. */
    assert.notEqual(forged.headers.get('location'), '/auth')
    assert.equal(await statusOf(writer, '/dashboard'), 200)

    const saved = await writer.request(`/perfil/${me.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: profileForm('Ana Lima Souza'),
    })
    await saved.arrayBuffer()
    assert.equal(saved.status, 302)
    await me.refresh()
    assert.equal(me.fullName, 'Ana Lima Souza')
  })
})

test.group('Signed-in cost: the session check remembered for a few seconds', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member’s next pages ask the database nothing about their session', async ({ assert }) => {
    const me = await member()
    const reader = await signedInBrowser(me)
    await statusOf(reader, '/robots.txt')
    const queries = await countQueries(async () => {
      /* countQueries starts cold: the first read checks the session, the second does not. */
      await statusOf(reader, '/robots.txt')
      await statusOf(reader, '/robots.txt')
    })
    const sessionChecks = queries.filter((sql) => sql.includes('"login_sessions"'))
    assert.lengthOf(sessionChecks, 1, queries.join('\n'))
  })

  test('signing out ends the session at once, for a copy of the cookie too', async ({ assert }) => {
    const me = await member()
    const original = await signedInBrowser(me)
    assert.equal(await statusOf(original, '/dashboard'), 200)
    const copy = original.copy()
    assert.equal(await statusOf(copy, '/dashboard'), 200)

    const out = await original.request('/logout', { method: 'POST' })
    await out.arrayBuffer()
    assert.equal(out.status, 302)

    const after = await copy.visit('/dashboard')
    await after.arrayBuffer()
    assert.equal(after.status, 302)
    assert.equal(after.headers.get('location'), '/auth')
  })

  test('"Sair de todas as sessões" on one device ends the other at once', async ({ assert }) => {
    const me = await member()
    const phone = await signedInBrowser(me)
    const laptop = await signedInBrowser(me)
    assert.equal(await statusOf(phone, '/dashboard'), 200)

    const everywhere = await laptop.request('/logout/todas-as-sessoes', { method: 'POST' })
    await everywhere.arrayBuffer()
    assert.equal(everywhere.status, 302)

    const after = await phone.visit('/dashboard')
    await after.arrayBuffer()
    assert.equal(after.headers.get('location'), '/auth')
  })

  test('the bell asking after "Sair de todas as sessões" (401) leaves its toast for the sign-in page', async ({
    assert,
  }) => {
    const me = await member()
    const browser = await signedInBrowser(me)
    const everywhere = await browser.request('/logout/todas-as-sessoes', { method: 'POST' })
    await everywhere.arrayBuffer()
    assert.equal(everywhere.headers.get('location'), '/auth?aba=login')

    /* Calls the page made on its own, landing before the page the form leads to. */
    const bell = await browser.request('/notificacoes/recentes', {
      headers: { 'accept': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    })
    await bell.arrayBuffer()
    assert.equal(bell.status, 401)
    const stream = await browser.request('/__transmit/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: 'aba-1', channel: `users/${me.id}` }),
    })
    await stream.arrayBuffer()
    assert.oneOf(stream.status, [401, 403])

    const page = await browser.visit('/auth?aba=login')
    const shown = (await page.json()) as { flash?: { toast?: { title: string } } }
    assert.equal(shown.flash?.toast?.title, 'Você saiu de todas as sessões')

    const next = await browser.visit('/auth?aba=login')
    const later = (await next.json()) as { flash?: { toast?: unknown } }
    assert.notExists(later.flash?.toast, 'the toast is shown once')
  })

  test('a new name, saved through the profile form or any model save, shows on the next page', async ({
    assert,
  }) => {
    const me = await member('Bruno Dias')
    const reader = await signedInBrowser(me)
    assert.equal(await shownName(reader), 'Bruno Dias')

    const saved = await reader.request(`/perfil/${me.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: profileForm('Bruno Dias Costa'),
    })
    await saved.arrayBuffer()
    assert.equal(await shownName(reader), 'Bruno Dias Costa')

    /* Through a model, from anywhere in the app (an admin screen, an ace command). */
    me.fullName = 'Bruno D. Costa'
    await me.save()
    assert.equal(await shownName(reader), 'Bruno D. Costa')
  })
})

/*
| Two real instances sharing PostgreSQL and Redis (their committed data is
| removed in the teardown): each remembers the session check it made; a
| sign-out on one reaches the other through the cache's Redis bus.
*/
const redisMissing = await twoInstancesRedisMissing()

test.group('Signed-in cost: sign-out across two app instances', (group) => {
  let instances: AppInstance[] = []
  let users: User[] = []

  group.setup(async () => {
    if (redisMissing) {
      if (!inCI) console.warn(`  ⚠ ${redisMissing}`)
      return
    }
    users = await UserFactory.merge({ password: PASSWORD, emailVerifiedAt: DateTime.now() })
      .with('profile')
      .createMany(1)
    instances = await startTwoInstances()
  })

  group.teardown(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    if (users.length) {
      await db
        .from('users')
        .whereIn(
          'id',
          users.map((user) => user.id)
        )
        .delete()
    }
  })

  test('signed out on A, the same cookie is signed out on B, whose check was remembered', async ({
    assert,
  }) => {
    if (redisMissing) throw new Error(redisMissing)
    const [a, b] = instances
    const onA = new Visitor(a)
    await onA.signIn(users[0].email, PASSWORD)
    const onB = onA.on(b)
    for (let i = 0; i < 3; i++) assert.equal(await statusOf(onB, '/dashboard'), 200)
    const copyOnB = onA.copy().on(b)

    const out = await onA.request('/logout', { method: 'POST' })
    await out.arrayBuffer()
    assert.equal(out.status, 302)

    /*
     * B hears the sign-out on the cache's bus within milliseconds: well
     * before the remembered check's 5 s would run out on its own.
     */
    await eventually(
      'a saída em A chegar a B antes do fim dos 5 s da verificação lembrada',
      async () => {
        const page = await copyOnB.visit('/dashboard')
        await page.arrayBuffer()
        return page.status === 302 && page.headers.get('location') === '/auth'
      },
      2_000
    )
  })
    .skip(Boolean(redisMissing) && !inCI, redisMissing ?? '')
    .timeout(60_000)
})
