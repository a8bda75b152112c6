/*
| The shape a signed Stripe event must have before anything reads it. A
| signature proves who sent the bytes, not that they fit our columns: an id
| longer than the key, a `created` no Date can hold or a user id beyond an
| integer column would fail in the database (a 500 that Stripe retries for
| days). Such an event is answered as ignored and never touches a row.
*/
import { RECORD_ID_PATTERN } from '../platform/record_ids.js'

/** Stripe ids and event types fit the `stripe_events` columns (255 and 100 characters). */
const EVENT_ID = /^[A-Za-z0-9_]{1,255}$/
const EVENT_TYPE = /^[a-z0-9_.]{1,100}$/
/** Stripe started in 2010; an event from more than a day ahead is not Stripe's clock. */
const FIRST_CREATED = Date.UTC(2010, 0, 1) / 1000
const DAY = 86_400

export type MalformedReason =
  'id' | 'type' | 'created' | 'livemode' | 'data' | 'user_id' | 'client_reference_id'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A user id we wrote ourselves: absent, or the digits of a row id (1 to 2147483647). */
function isUserIdOrAbsent(value: unknown) {
  if (value === undefined || value === null) return true
  if (typeof value !== 'string' && typeof value !== 'number') return false
  return RECORD_ID_PATTERN.test(String(value))
}

/** Why a verified event cannot be applied, or null when its shape is sound. */
export function malformedStripeEvent(
  event: unknown,
  nowSeconds = Date.now() / 1000
): MalformedReason | null {
  if (!isPlainObject(event)) return 'data'
  if (typeof event.id !== 'string' || !EVENT_ID.test(event.id)) return 'id'
  if (typeof event.type !== 'string' || !EVENT_TYPE.test(event.type)) return 'type'
  const created = event.created
  if (
    typeof created !== 'number' ||
    !Number.isInteger(created) ||
    created < FIRST_CREATED ||
    created > nowSeconds + DAY
  ) {
    return 'created'
  }
  if (typeof event.livemode !== 'boolean') return 'livemode'
  if (!isPlainObject(event.data) || !isPlainObject(event.data.object)) return 'data'
  const object = event.data.object
  const metadata = object.metadata
  if (metadata !== undefined && metadata !== null && !isPlainObject(metadata)) return 'data'
  if (isPlainObject(metadata) && !isUserIdOrAbsent(metadata.user_id)) return 'user_id'
  if (event.type.startsWith('checkout.session.') && !isUserIdOrAbsent(object.client_reference_id)) {
    return 'client_reference_id'
  }
  return null
}
