import { test } from '@japa/runner'
import {
  WRITE_LIMITS,
  durationSeconds,
  parseRateLimits,
  tooManyWritesText,
} from '#domain/platform/write_limits'

test.group('Write limits', () => {
  test('RATE_LIMITS overrides a kind for the member and for the IP', ({ assert }) => {
    assert.deepEqual(parseRateLimits(' forum_reply=10/1m, forum_reply.ip=50/5m,report=2/1h '), {
      forum_reply: {
        member: { requests: 10, duration: '1m' },
        ip: { requests: 50, duration: '5m' },
      },
      report: { member: { requests: 2, duration: '1h' } },
    })
    assert.deepEqual(parseRateLimits(undefined), {})
    assert.deepEqual(parseRateLimits(''), {})
  })

  test('a malformed RATE_LIMITS entry stops the boot with a message naming it', ({ assert }) => {
    for (const value of ['forum_repli=10/1m', 'report=10', 'report=0/1m', 'report=5/10d']) {
      assert.throws(() => parseRateLimits(value), new RegExp(`"${value}" não é válido`))
    }
  })

  test('the refusal names the wait in pt-BR', ({ assert }) => {
    assert.equal(
      tooManyWritesText('forum_reply', 39.2),
      'Muitas respostas em pouco tempo. Tente de novo em 40 segundos.'
    )
    assert.equal(
      tooManyWritesText('favorite', 61),
      'Muitos favoritos em pouco tempo. Tente de novo em 2 minutos.'
    )
    assert.equal(durationSeconds('10m'), 600)
  })

  test('the IP of every kind allows more than one member (a classroom shares an address)', ({
    assert,
  }) => {
    for (const [kind, limit] of Object.entries(WRITE_LIMITS)) {
      assert.isAbove(limit.ip.requests, limit.member.requests, kind)
    }
  })
})
