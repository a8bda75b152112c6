import { test } from '@japa/runner'
import { annualDaysLeft } from '#domain/subscription/subscription'
import {
  annualEndingPhrase,
  describeNotification,
  NOTIFICATION_DEFAULTS,
  notificationGroup,
  preferenceFor,
} from '#domain/messaging/notifications'

const HOUR = 3_600_000

test.group('Plano anual via Pix: the reminder’s words', () => {
  test('days left are São Paulo calendar days, not 24-hour blocks', ({ assert }) => {
    /* Ends 04/12/2026 at 10:00 in São Paulo (13:00 UTC). */
    const until = new Date('2026-12-04T13:00:00Z')
    assert.equal(annualDaysLeft(until, new Date('2026-11-27T14:00:00Z')), 7)
    assert.equal(annualDaysLeft(until, new Date('2026-11-28T12:00:00Z')), 6)
    /* 23:30 of 03/12 in São Paulo is already 04/12 in UTC: still 'amanhã' there. */
    assert.equal(annualDaysLeft(until, new Date('2026-12-04T02:30:00Z')), 1)
    assert.equal(annualDaysLeft(until, new Date('2026-12-04T03:30:00Z')), 0)
    assert.equal(annualDaysLeft(until, new Date(until.getTime() + HOUR)), 0)
  })

  test('7 days, tomorrow and today, with the end date as dd/MM/yyyy in São Paulo', ({ assert }) => {
    assert.equal(
      annualEndingPhrase(7, '2026-12-04T13:00:00.000Z'),
      'Seu Plano anual termina em 7 dias (04/12/2026).'
    )
    assert.equal(
      annualEndingPhrase(1, '2026-12-04T13:00:00.000Z'),
      'Seu Plano anual termina amanhã (04/12/2026).'
    )
    /* 01:00 UTC of 05/12 is still 04/12 in São Paulo. */
    assert.equal(
      annualEndingPhrase(0, '2026-12-05T01:00:00.000Z'),
      'Seu Plano anual termina hoje (04/12/2026).'
    )
  })

  test('the notification says when and what to do; it links to the dashboard’s subscription card', ({
    assert,
  }) => {
    assert.equal(
      describeNotification(
        'annual_ending',
        { route: 'dashboard', anchor: 'assinatura', until: '2026-12-04T13:00:00.000Z', days: 7 },
        1
      ),
      'Seu Plano anual termina em 7 dias (04/12/2026). Renove com Pix para manter o acesso.'
    )
    assert.equal(
      describeNotification(
        'annual_ending',
        { route: 'dashboard', until: '2026-12-04T13:00:00.000Z', days: 1 },
        2
      ),
      'Seu Plano anual termina amanhã (04/12/2026). Renove com Pix para manter o acesso.'
    )
    assert.equal(notificationGroup.annualEnding(5), 'annual-ending:5')
  })

  test('on the site and by e-mail by default, and the member may turn the e-mail off', ({
    assert,
  }) => {
    assert.deepEqual(NOTIFICATION_DEFAULTS.annual_ending, { inApp: true, email: true })
    assert.deepEqual(preferenceFor('annual_ending', { inApp: true, email: false }), {
      inApp: true,
      email: false,
    })
  })
})
