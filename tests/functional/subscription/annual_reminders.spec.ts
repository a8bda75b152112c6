/*
| The reminders before a 'Plano anual via Pix' ends (issue #31): what the
| member sees on /notificacoes and by e-mail, once per threshold (7 days,
| then 1 day), from the hourly job or `node ace subscriptions:remind-annual`.
*/
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import { mailerDown } from '#tests/helpers/mailer_down'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import User from '#models/user'
import AnnualEndingMail from '#mails/annual_ending_mail'
import AnnualReminderService from '#services/subscription/annual_reminder_service'
import NotificationService from '#services/messaging/notification_service'
import { formatDate } from '#domain/platform/format'
import { NOTIFICATION_KINDS } from '#domain/messaging/notifications'
import { useFakeStripe } from '#tests/helpers/fake_stripe'
import { payAnnualPix } from '#tests/helpers/stripe_payments'
import SubscriptionsRemindAnnual from '../../../commands/subscriptions_remind_annual.js'
import ScheduledJobsProvider from '../../../providers/scheduled_jobs_provider.js'
import { member, notificationsOf } from '../messaging/notifications/helpers.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A member whose annual Pix access ends `ms` from now (null: never bought it). */
async function annualMember(ms: number | null, fields: Partial<Subscription> = {}) {
  const user = await member('Marina Costa')
  const row = await Subscription.create({
    userId: user.id,
    annualAccessUntil: ms === null ? null : DateTime.fromMillis(Date.now() + ms),
    ...fields,
  })
  return { user, row }
}

/** `node ace subscriptions:remind-annual`, as an operator runs it; it must succeed. */
async function remindCommand() {
  const command = await ace.create(SubscriptionsRemindAnnual, [])
  await command.exec()
  command.assertSucceeded()
  return command
}

/** The notifications the member sees on /notificacoes (their texts, newest first). */
async function shownOn(client: ApiClient, user: User) {
  const page = await client.get('/notificacoes').loginAs(user).withInertia()
  page.assertStatus(200)
  return page.inertiaProps.notifications as { id: number; kind: string; text: string }[]
}

/** Where clicking a notification takes the member (POST …/lida answers with the link). */
async function opens(client: ApiClient, user: User, id: number) {
  const response = await client
    .post(`/notificacoes/${id}/lida`)
    .loginAs(user)
    .withCsrfToken()
    .redirects(0)
  response.assertStatus(302)
  return response.header('location')
}

test.group('Plano anual via Pix: reminders before it ends', (group) => {
  const stripe = useFakeStripe(group)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })
  group.each.setup(() => () => mail.restore())

  test('6 days left: one "termina em 6 dias" notice linking to the renewal, one e-mail; a second run sends nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, row } = await annualMember(6 * DAY)
    const endsOn = formatDate(row.annualAccessUntil!.toJSDate())

    await remindCommand()
    await remindCommand()

    const shown = await shownOn(client, user)
    assert.lengthOf(shown, 1)
    assert.equal(shown[0].kind, 'annual_ending')
    assert.equal(
      shown[0].text,
      `Seu Plano anual termina em 6 dias (${endsOn}). Renove com Pix para manter o acesso.`
    )
    assert.equal(await opens(client, user, shown[0].id), '/dashboard#assinatura')
    const dashboard = await client.get('/dashboard').loginAs(user).withInertia()
    assert.isTrue(dashboard.inertiaProps.subscription.canBuyAnnual, 'the card offers another year')

    await row.refresh()
    assert.equal(row.annualRemindedDays, 7)
    mails.assertSentCount(AnnualEndingMail, 1)
    const [sent] = mails.sent() as AnnualEndingMail[]
    assert.equal(sent.recipient.email, user.email)
    assert.equal(sent.subject, `Seu Plano anual termina em 6 dias (${endsOn})`)
    assert.equal(sent.link, `${process.env.APP_URL}/dashboard#assinatura`)
    await sent.build()
    const built = sent.message.toJSON().message
    assert.include(String(built.text), 'Renovar com Pix')
    assert.include(String(built.text), sent.link)
    const [stored] = await notificationsOf(user)
    assert.isNotNull(stored.emailedAt, 'the daily digest will not repeat it')
  })

  test('less than a day left after the 7-day notice: the 1-day one, "termina amanhã", once', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    /* Ends 10/03/2027 at 10:00 in São Paulo; the job runs at 14:00 the day before (20 h left). */
    const until = new Date('2027-03-10T13:00:00Z')
    const at = new Date('2027-03-09T17:00:00Z')
    const { user, row } = await annualMember(null, {
      annualAccessUntil: DateTime.fromJSDate(until),
      annualRemindedDays: 7,
    })

    const service = await app.container.make(AnnualReminderService)
    assert.deepInclude(await service.sendDue(new Date(at.getTime() - 5 * HOUR)), { sent: 0 })
    const first = await service.sendDue(at)
    const again = await service.sendDue(new Date(at.getTime() + HOUR))

    assert.deepInclude(first, { sent: 1, failed: 0 })
    assert.deepInclude(again, { sent: 0 })
    const shown = await shownOn(client, user)
    assert.lengthOf(shown, 1)
    assert.equal(
      shown[0].text,
      'Seu Plano anual termina amanhã (10/03/2027). Renove com Pix para manter o acesso.'
    )
    await row.refresh()
    assert.equal(row.annualRemindedDays, 1)
    mails.assertSentCount(AnnualEndingMail, 1)
  })

  test('the web server’s hourly round sends it too, and a failing job before it does not stop it', async ({
    client,
    assert,
    cleanup,
  }) => {
    mail.fake()
    const { user } = await annualMember(2 * DAY)
    const errors: string[] = []
    const logger = { error: (_: object, message: string) => void errors.push(message) }
    const { default: AccountDeletionService } =
      await import('#services/accounts/account_deletion_service')
    app.container.swap(AccountDeletionService, () => {
      throw new Error('banco fora do ar para as exclusões')
    })
    cleanup(() => app.container.restore(AccountDeletionService))

    await new ScheduledJobsProvider(app).runHourly(logger)
    await new ScheduledJobsProvider(app).runHourly(logger)

    assert.deepEqual(errors, ['falha na rotina de privacidade', 'falha na rotina de privacidade'])
    const shown = await shownOn(client, user)
    assert.lengthOf(shown, 1)
    assert.match(shown[0].text, /^Seu Plano anual termina em 2 dias/)
  })

  test('an unread 7-day notice becomes the 1-day one: one notification on the page, not two', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user, row } = await annualMember(6 * DAY)
    const service = await app.container.make(AnnualReminderService)
    await service.sendDue()
    const tomorrowMorning = new Date(row.annualAccessUntil!.toMillis() - 12 * HOUR)
    await service.sendDue(tomorrowMorning)

    const shown = await shownOn(client, user)
    assert.lengthOf(shown, 1)
    assert.match(shown[0].text, /^Seu Plano anual termina (amanhã|hoje) \(/)
  })

  test('nothing for an access already over, one more than 7 days away, or monthly subscribers', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const over = await annualMember(-HOUR)
    const far = await annualMember(8 * DAY)
    const monthly = await annualMember(null, { status: 'active', stripeSubscriptionId: 'sub_m1' })
    const both = await annualMember(3 * DAY, { status: 'active', stripeSubscriptionId: 'sub_m2' })

    await remindCommand()

    for (const { user } of [over, far, monthly, both]) {
      assert.lengthOf(await shownOn(client, user), 0)
      assert.lengthOf(await notificationsOf(user), 0)
    }
    mails.assertSentCount(AnnualEndingMail, 0)
  })

  test('with the e-mail turned off for it, the notice shows on the site and no e-mail goes', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, row } = await annualMember(5 * DAY)
    await new NotificationService().updatePreferences(user.id, {
      inApp: [...NOTIFICATION_KINDS],
      email: NOTIFICATION_KINDS.filter((kind) => kind !== 'annual_ending'),
    })

    await remindCommand()

    const shown = await shownOn(client, user)
    assert.lengthOf(shown, 1)
    assert.match(shown[0].text, /^Seu Plano anual termina em 5 dias/)
    mails.assertSentCount(AnnualEndingMail, 0)
    await row.refresh()
    assert.equal(row.annualRemindedDays, 7)
  })

  test('an e-mail that cannot be sent is left for the daily digest; the reminder still counts', async ({
    client,
    assert,
  }) => {
    mailerDown()
    const { user, row } = await annualMember(3 * DAY)

    await remindCommand()
    await remindCommand()

    const shown = await shownOn(client, user)
    assert.lengthOf(shown, 1)
    assert.match(shown[0].text, /^Seu Plano anual termina em 3 dias/)
    const [stored] = await notificationsOf(user)
    assert.isNull(stored.emailedAt, 'due for the next digest')
    await row.refresh()
    assert.equal(row.annualRemindedDays, 7)
  })

  test('a new year paid resets the reminders: nothing now, the first one again before the new end', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user, row } = await annualMember(12 * HOUR, { annualRemindedDays: 1 })
    await payAnnualPix(client, user, stripe)
    assert.lengthOf(stripe().requestsTo('POST /v1/checkout/sessions'), 1)

    await row.refresh()
    assert.isNull(row.annualRemindedDays)
    const newEnd = row.annualAccessUntil!.toJSDate()
    assert.isAbove(newEnd.getTime(), Date.now() + 360 * DAY)

    const service = await app.container.make(AnnualReminderService)
    assert.deepInclude(await service.sendDue(), { sent: 0 })
    /*
     * Whole days before the end: the notice counts São Paulo calendar days, so
     * 7 days less an hour said '6 dias' when that moment fell between 00:00 and
     * 01:00 there (a run at 14:00 UTC failed).
     */
    const sixDaysBefore = new Date(newEnd.getTime() - 6 * DAY)
    assert.deepInclude(await service.sendDue(sixDaysBefore), { sent: 1 })
    const shown = await shownOn(client, user)
    assert.lengthOf(shown, 1)
    assert.equal(
      shown[0].text,
      `Seu Plano anual termina em 6 dias (${formatDate(newEnd)}). Renove com Pix para manter o acesso.`
    )
  })
})

/*
| Two servers at once need real commits: inside the global test transaction
| every query shares one connection. This group writes for real and deletes
| the members it created (their subscription and notifications cascade).
*/
test.group('Plano anual via Pix: reminders from two servers at once', (group) => {
  let users: number[] = []
  group.each.setup(() => {
    users = []
    mail.fake()
    return async () => {
      mail.restore()
      if (users.length) await User.query().whereIn('id', users).delete()
    }
  })

  /* Far from today, so nothing else in the database is due at the same instant. */
  const until = new Date('2031-06-20T15:00:00Z')
  const at = new Date('2031-06-14T15:00:00Z')

  async function committedMember() {
    const { user, row } = await annualMember(null, {
      annualAccessUntil: DateTime.fromJSDate(until),
    })
    users.push(user.id)
    return { user, row }
  }

  test('two runs at the same time send one reminder and one e-mail', async ({ assert }) => {
    const { mails } = mail.fake()
    const { user, row } = await committedMember()
    const serverA = await app.container.make(AnnualReminderService)
    const serverB = await app.container.make(AnnualReminderService)
    const [first, second] = await Promise.all([serverA.sendDue(at), serverB.sendDue(at)])

    assert.equal(first.sent + second.sent, 1)
    const notifications = await notificationsOf(user)
    assert.lengthOf(notifications, 1)
    assert.equal(notifications[0].count, 1)
    mails.assertSentCount(AnnualEndingMail, 1)
    await row.refresh()
    assert.equal(row.annualRemindedDays, 7)
  })

  test('a row another server holds is skipped, not waited for, and reminded once it is free', async ({
    assert,
  }) => {
    const { user } = await committedMember()
    const service = await app.container.make(AnnualReminderService)
    const other = await db.transaction()
    try {
      await other.from('subscriptions').where('user_id', user.id).forUpdate()
      const whileHeld = await service.sendDue(at)
      assert.deepInclude(whileHeld, { sent: 0, failed: 0 })
    } finally {
      await other.rollback()
    }
    assert.lengthOf(await notificationsOf(user), 0)

    assert.deepInclude(await service.sendDue(at), { sent: 1 })
    assert.lengthOf(await notificationsOf(user), 1)
  })
})
