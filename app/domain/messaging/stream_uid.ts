import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/*
| A Transmit stream id ("uid") bound to the session that asked for it:
| `<random>.<HMAC-SHA256(key, purpose + sessionId + random)>`, both parts
| base64url. Nothing is stored: any instance holding the same APP_KEY checks
| that a uid belongs to the session presenting it, so a uid seen by someone
| else is worthless to them.
*/

const PURPOSE = 'transmit-stream-uid'

function mac(key: string, sessionId: string, random: string) {
  return createHmac('sha256', key).update(`${PURPOSE}\n${sessionId}\n${random}`).digest('base64url')
}

/** A fresh uid for one page of this session. */
export function issueStreamUid(key: string, sessionId: string) {
  const random = randomBytes(16).toString('base64url')
  return `${random}.${mac(key, sessionId, random)}`
}

/** Whether `uid` was issued by `issueStreamUid` for this very session. */
export function streamUidBelongsTo(key: string, sessionId: string, uid: string) {
  const [random, signature, ...rest] = uid.split('.')
  if (!random || !signature || rest.length) return false
  const expected = Buffer.from(mac(key, sessionId, random))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
