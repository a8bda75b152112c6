import { test } from '@japa/runner'
import { positiveCount } from '#domain/platform/env_values'

test.group('Environment values: positive counts', () => {
  test('unset is the default; a whole number of at least 1 is taken', ({ assert }) => {
    assert.isUndefined(positiveCount('TRANSMIT_MAX_STREAMS_PER_IP', undefined))
    assert.isUndefined(positiveCount('TRANSMIT_MAX_STREAMS_PER_IP', ''))
    assert.equal(positiveCount('TRANSMIT_MAX_STREAMS_PER_IP', '1'), 1)
    assert.equal(positiveCount('TRANSMIT_MAX_STREAMS_PER_IP', '40'), 40)
  })

  test('zero, negatives, fractions and words stop the boot, naming the variable', ({ assert }) => {
    for (const value of ['0', '-3', '2.5', 'muitos'])
      assert.throws(
        () => positiveCount('TRANSMIT_MAX_STREAMS_PER_SESSION', value),
        `TRANSMIT_MAX_STREAMS_PER_SESSION deve ser um número inteiro maior que zero (recebido: "${value}")`
      )
  })
})
