import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Subscription from '#models/subscription'
import MessagingService from '#services/messaging/messaging_service'
import AccountDeletionService from '#services/accounts/account_deletion_service'
import { memberSummary } from '#transformers/conversation_transformer'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import { freeLearner } from '#tests/helpers/premium'
import { toastOf } from '#tests/helpers/toast'
import { useFakeStripe } from '#tests/helpers/fake_stripe'
import { formatDate } from '#domain/platform/format'
import AccountsPurgeDeleted from '../../../commands/accounts_purge_deleted.js'
import { issuedCertificate } from '../certificates/helpers.js'
import { sendMessage } from '../messaging/messages/support.js'
import { personWithRole } from '../admin/_helpers.js'
import { clearRateLimits, fieldErrors, locationOf } from './support.js'

const PASSWORD = 'segredo123'
const DAY_MS = 24 * 60 * 60 * 1000

/** Moves the clock by `days` (Date.now, which luxon and the services read); returns the undo. */
function moveClock(days: number) {
  const realNow = Date.now
  Date.now = () => realNow() + days * DAY_MS
  return () => {
    Date.now = realNow
  }
}

async function purge() {
  const command = await ace.create(AccountsPurgeDeleted, [])
  await command.exec()
  command.assertSucceeded()
}

test.group('Privacidade e dados: Excluir minha conta', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('a wrong password is refused next to the field and nothing is scheduled', async ({
    client,
    assert,
  }) => {
    const member = await freeLearner()
    const response = await client
      .post('/perfil/privacidade/exclusao')
      .loginAs(member)
      .withCsrfToken()
      .withInertia()
      .form({ password: 'errada123' })
      .redirects(0)
    assert.deepEqual(fieldErrors(response, 'password'), ['Senha incorreta.'])
    await member.refresh()
    assert.isNull(member.deletionScheduledFor)
  })

  test('a missing or malformed password is a field error, never a 500', async ({
    client,
    assert,
  }) => {
    const member = await freeLearner()
    for (const body of [{}, { password: ['a', 'b'] }, { password: { x: 1 } }]) {
      const response = await client
        .post('/perfil/privacidade/exclusao')
        .loginAs(member)
        .withCsrfToken()
        .withInertia()
        .json(body)
        .redirects(0)
      assert.isBelow(response.status(), 500)
      assert.isNotEmpty(fieldErrors(response, 'password'))
    }
    await member.refresh()
    assert.isNull(member.deletionScheduledFor)
  })

  test('the right password schedules the deletion in 7 days; the page shows the date and cancelling works', async ({
    client,
    assert,
  }) => {
    const member = await freeLearner()
    const response = await client
      .post('/perfil/privacidade/exclusao')
      .loginAs(member)
      .withCsrfToken()
      .withInertia()
      .form({ password: PASSWORD })
      .redirects(0)
    assert.equal(locationOf(response), '/perfil/privacidade')
    await member.refresh()
    const scheduled = member.deletionScheduledFor!.toJSDate()
    assert.equal(scheduled.getTime() - member.deletionRequestedAt!.toMillis(), 7 * DAY_MS)
    assert.deepEqual(toastOf(response), {
      title: 'Exclusão da conta agendada',
      description: `Sua conta será excluída em ${formatDate(scheduled)}.`,
      variant: 'default',
    })

    const page = await client.get('/perfil/privacidade').loginAs(member).withInertia()
    assert.equal(
      (page.inertiaProps as any).privacy.deletion.scheduledFor,
      member.deletionScheduledFor!.toISO()
    )

    const cancelled = await client
      .delete('/perfil/privacidade/exclusao')
      .loginAs(member)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.equal(toastOf(cancelled)?.title, 'Exclusão cancelada')
    await member.refresh()
    assert.isNull(member.deletionScheduledFor)
    const after = await client.get('/perfil/privacidade').loginAs(member).withInertia()
    assert.isNull((after.inertiaProps as any).privacy.deletion)
  })

  test('signing in during the grace period lands on the pending deletion', async ({
    client,
    assert,
  }) => {
    const member = await freeLearner()
    member.deletionRequestedAt = member.createdAt
    member.deletionScheduledFor = member.createdAt.plus({ days: 7 })
    await member.save()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: member.email, password: PASSWORD })
      .redirects(0)
    assert.equal(locationOf(response), '/perfil/privacidade')
    assert.equal(toastOf(response)?.title, 'Sua conta está marcada para exclusão')
  })
})

test.group('Privacidade e dados: the deletion after the grace period', (group) => {
  const stripe = useFakeStripe(group)
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('after 7 days: no sign-in, posts by "Membro removido", certificate revoked, Stripe customer deleted, messages kept', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { user: member, certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })
    await Subscription.query()
      .where('userId', member.id)
      .update({ stripeCustomerId: stripe().addCustomer('cus_joana') })
    const discussion = await DiscussionFactory.merge({
      userId: member.id,
      title: 'Rega no outono',
    }).create()
    const friend = await freeLearner({ fullName: 'Bruno Lima' })
    const messaging = new MessagingService()
    const conversation = await messaging.getOrCreate(member.id, friend.id)
    await messaging.send(conversation, member.id, 'Oi, Bruno!')

    const email = member.email
    await client
      .post('/perfil/privacidade/exclusao')
      .loginAs(member)
      .withCsrfToken()
      .form({ password: PASSWORD })

    /* Six days later nothing happened yet. */
    const undoSix = moveClock(6)
    await purge()
    undoSix()
    await member.refresh()
    assert.isNull(member.deletedAt)

    cleanup(moveClock(7.01))
    await purge()

    const signIn = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email, password: PASSWORD })
      .redirects(0)
    assert.equal(toastOf(signIn)?.title, 'Credenciais inválidas')
    signIn.assertSessionMissing('auth_web')

    const tombstone = await User.findOrFail(member.id)
    assert.isNotNull(tombstone.deletedAt)
    assert.isNull(tombstone.fullName)
    assert.match(tombstone.email, /@conta-excluida\.invalid$/)

    const page = await client
      .get(`/comunidade/discussoes/${discussion.id}`)
      .loginAs(friend)
      .withInertia()
    assert.equal((page.inertiaProps as any).discussion.author.fullName, 'Membro removido')

    const verify = await client.get(`/certificado/${certificate.id}/verificacao`)
    verify.assertBodyContains({ status: 'revoked' })
    const revoked = await db.from('certificates').where('id', certificate.id).firstOrFail()
    assert.equal(revoked.revoked_reason, 'Conta excluída pelo titular')

    assert.lengthOf(stripe().requestsTo('DELETE /v1/customers/cus_joana'), 1)
    assert.isFalse(stripe().customers.has('cus_joana'))

    const [kept] = await messaging.conversationsOf(friend.id)
    assert.equal(memberSummary(kept.other).fullName, 'Membro removido')
    const messages = await db.from('messages').where('conversation_id', conversation.id)
    assert.deepEqual(
      messages.map((message) => message.content),
      ['Oi, Bruno!']
    )

    const reply = await sendMessage(client, conversation.id, friend, 'Ainda está aí?')
    reply.assertStatus(403)
    assert.equal(reply.body().errors[0].message, 'Este membro excluiu a conta.')

    const profile = await db.from('profiles').where('user_id', member.id).firstOrFail()
    assert.deepInclude(profile, { full_name: 'Membro removido', bio: null, avatar_url: null })
    const gone = await client.get(`/perfil/${member.id}`).loginAs(friend)
    gone.assertStatus(404)

    assert.lengthOf(await db.from('login_sessions').where('user_id', member.id), 0)
    assert.lengthOf(await db.from('lesson_progress').where('user_id', member.id), 0)
    const activity = await db
      .from('admin_activities')
      .where('kind', 'account_deleted')
      .firstOrFail()
    assert.equal(activity.subject_title, `#${member.id}`)
  })

  test('a Stripe customer already deleted in Stripe does not stop the deletion', async ({
    assert,
    cleanup,
  }) => {
    const member = await freeLearner()
    await SubscriptionFactory.merge({ userId: member.id, stripeCustomerId: 'cus_gone' }).create()
    member.deletionRequestedAt = member.createdAt
    member.deletionScheduledFor = member.createdAt.plus({ days: 7 })
    await member.save()
    cleanup(moveClock(7.01))
    await purge()
    await member.refresh()
    assert.isNotNull(member.deletedAt)
    assert.lengthOf(stripe().requestsTo('DELETE /v1/customers/cus_gone'), 1)
    assert.isNull(await Subscription.findBy('userId', member.id))
  })
})

test.group('Privacidade e dados: Stripe unavailable during the deletion', (group) => {
  const stripe = useFakeStripe(group)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('the account stays scheduled for the next run and the command reports the failure', async ({
    assert,
    cleanup,
  }) => {
    const member = await freeLearner()
    await SubscriptionFactory.merge({
      userId: member.id,
      stripeCustomerId: stripe().addCustomer('cus_busy'),
    }).create()
    const service = await app.container.make(AccountDeletionService)
    await service.request(member)
    stripe().fail('DELETE /v1/customers/cus_busy')
    cleanup(moveClock(7.01))

    const command = await ace.create(AccountsPurgeDeleted, [])
    await command.exec()
    assert.equal(command.exitCode, 1)
    await member.refresh()
    assert.isNull(member.deletedAt)
    assert.isNotNull(member.deletionScheduledFor)
    assert.isTrue(stripe().customers.has('cus_busy'))
  })
})

test.group('Admin: Exclusões pendentes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin sees who asked for deletion, when, and when the account goes', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin', 'Ana Admin')
    const member = await freeLearner({ fullName: 'Carla Dias' })
    await freeLearner({ fullName: 'Sem Pedido' })
    const service = await app.container.make(AccountDeletionService)
    await service.request(member)
    const requested = member

    const response = await client.get('/admin/usuarios/exclusoes').loginAs(admin).withInertia()
    response.assertInertiaComponent('admin/users/deletions')
    const rows = (response.inertiaProps as any).deletions
    assert.lengthOf(rows, 1)
    assert.deepEqual(rows[0], {
      id: requested.id,
      email: requested.email,
      fullName: 'Carla Dias',
      requestedAt: requested.deletionRequestedAt!.toJSDate().toISOString(),
      scheduledFor: requested.deletionScheduledFor!.toJSDate().toISOString(),
    })
  })
})
