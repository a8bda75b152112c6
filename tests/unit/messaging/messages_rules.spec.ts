import { test } from '@japa/runner'
import {
  MESSAGE_LIMITS,
  checkMessage,
  messageExcerpt,
  messageTimeLabel,
} from '#domain/messaging/messages'

test.group('Direct messages: time label', () => {
  test('a message under 24 hours old shows hh:mm in São Paulo time', ({ assert }) => {
    const now = new Date('2026-11-21T18:00:00Z')
    assert.equal(messageTimeLabel('2026-11-21T17:05:00Z', now), '14:05')
    assert.equal(messageTimeLabel('2026-11-20T18:00:01Z', now), '15:00')
  })

  test('a message 24 hours old or more shows dd/mm', ({ assert }) => {
    const now = new Date('2026-11-21T18:00:00Z')
    assert.equal(messageTimeLabel('2026-11-20T18:00:00Z', now), '20/11')
    assert.equal(messageTimeLabel('2026-03-02T12:00:00Z', now), '02/03')
  })

  test('near midnight UTC the day and time are São Paulo’s, three hours behind', ({ assert }) => {
    /* 01:30 UTC on 1 December is still 22:30 on 30 November in São Paulo. */
    const sentAt = '2026-12-01T01:30:00Z'
    assert.equal(messageTimeLabel(sentAt, new Date('2026-12-01T02:00:00Z')), '22:30')
    assert.equal(messageTimeLabel(sentAt, new Date('2026-12-03T02:00:00Z')), '30/11')
  })

  test('a time slightly ahead of the clock counts as recent', ({ assert }) => {
    const now = new Date('2026-11-21T18:00:00Z')
    assert.equal(messageTimeLabel('2026-11-21T18:00:05Z', now), '15:00')
  })
})

test.group('Direct messages: content', () => {
  test('the text is stored trimmed', ({ assert }) => {
    assert.deepEqual(checkMessage('  Olá, tudo bem?\n\n '), { ok: true, content: 'Olá, tudo bem?' })
    assert.deepEqual(checkMessage('linha 1\nlinha 2'), { ok: true, content: 'linha 1\nlinha 2' })
  })

  test('nothing left after trimming is refused', ({ assert }) => {
    assert.deepEqual(checkMessage(''), { ok: false, reason: 'empty' })
    assert.deepEqual(checkMessage(' \n\t '), { ok: false, reason: 'empty' })
  })

  test('up to 2000 characters after trimming; one more is refused', ({ assert }) => {
    assert.equal(MESSAGE_LIMITS.maxLength, 2000)
    const longest = 'a'.repeat(2000)
    assert.deepEqual(checkMessage(`  ${longest}  `), { ok: true, content: longest })
    assert.deepEqual(checkMessage('a'.repeat(2001)), { ok: false, reason: 'too_long' })
  })

  test('30 messages per minute, pages of 30', ({ assert }) => {
    assert.equal(MESSAGE_LIMITS.perMinute, 30)
    assert.equal(MESSAGE_LIMITS.pageSize, 30)
  })

  test('the list shows the last message on one line, cut with an ellipsis', ({ assert }) => {
    assert.equal(messageExcerpt('Oi!\n\nTudo   bem?'), 'Oi! Tudo bem?')
    const excerpt = messageExcerpt('palavra '.repeat(30))
    assert.lengthOf(excerpt, MESSAGE_LIMITS.excerptLength)
    assert.isTrue(excerpt.endsWith('…'))
    assert.equal(messageExcerpt('curta', 80), 'curta')
  })
})
