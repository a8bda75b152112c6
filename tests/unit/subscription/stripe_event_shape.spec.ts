import { test } from '@japa/runner'
import { malformedStripeEvent } from '#domain/subscription/stripe_event_shape'

const NOW = Date.UTC(2026, 5, 1) / 1000

function event(overrides: Record<string, unknown> = {}, object: Record<string, unknown> = {}) {
  return {
    id: 'evt_1Nabc',
    type: 'customer.subscription.updated',
    created: NOW - 60,
    livemode: false,
    data: { object: { id: 'sub_1', ...object } },
    ...overrides,
  }
}

test.group('Stripe event shape', () => {
  test('a sound event passes', ({ assert }) => {
    assert.isNull(malformedStripeEvent(event({}, { metadata: { user_id: '2147483647' } }), NOW))
    assert.isNull(malformedStripeEvent(event({ id: 'e'.repeat(255) }), NOW))
    assert.isNull(malformedStripeEvent(event({ created: NOW + 86_400 }), NOW))
  })

  test('{reason} is refused')
    .with([
      { reason: 'id', value: event({ id: 'e'.repeat(256) }) },
      { reason: 'id', value: event({ id: 'evt_\u0000' }) },
      { reason: 'type', value: event({ type: 42 }) },
      { reason: 'created', value: event({ created: 1e20 }) },
      { reason: 'created', value: event({ created: NOW + 86_401 }) },
      { reason: 'created', value: event({ created: 1_000_000 }) },
      { reason: 'created', value: event({ created: NOW - 0.5 }) },
      { reason: 'livemode', value: event({ livemode: 'false' }) },
      { reason: 'data', value: event({ data: undefined }) },
      { reason: 'data', value: event({ data: { object: [] } }) },
      { reason: 'data', value: event({}, { metadata: 'x' }) },
      { reason: 'user_id', value: event({}, { metadata: { user_id: '3000000000' } }) },
      { reason: 'user_id', value: event({}, { metadata: { user_id: '0' } }) },
      { reason: 'user_id', value: event({}, { metadata: { user_id: '1.5' } }) },
      {
        reason: 'client_reference_id',
        value: event({ type: 'checkout.session.completed' }, { client_reference_id: '-1' }),
      },
    ])
    .run(({ assert }, { reason, value }) => {
      assert.equal(malformedStripeEvent(value, NOW), reason)
    })
})
