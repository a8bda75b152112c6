import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

/*
| A Transmit stream id ("uid") bound to the session that asked for it:
| `<session tag>.<random>.<signature>`, each part base64url. The tag is the
| same for every page of one session (a short HMAC of the session id, which it
| does not reveal), so a page can tell that a later uid belongs to another
| session; the signature is HMAC-SHA256(key, session id + tag + random).
| Nothing is stored: any instance holding the same APP_KEY checks that a uid
| belongs to the session presenting it, so a uid seen by someone else is
| worthless to them.
*/

function hmac(key: string, parts: string[]) {
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url')
}

/* Each signed-in page asks for a uid: the tags of the sessions seen lately are kept (bounded, emptied when full). */
const RECENT_TAGS = 10_000
const recentTags = new Map<string, { key: string; tag: string }>()

function sessionTag(key: string, sessionId: string) {
  const known = recentTags.get(sessionId)
  if (known?.key === key) return known.tag
  const tag = hmac(key, ['transmit-session-tag', sessionId]).slice(0, 12)
  if (recentTags.size >= RECENT_TAGS) recentTags.clear()
  recentTags.set(sessionId, { key, tag })
  return tag
}

function signature(key: string, sessionId: string, tag: string, random: string) {
  return hmac(key, ['transmit-stream-uid', sessionId, tag, random])
}

/** A fresh uid for one page of this session. */
export function issueStreamUid(key: string, sessionId: string) {
  const tag = sessionTag(key, sessionId)
  /* 122 random bits from Node's pooled UUIDs: no call into the system's generator per page. */
  const random = randomUUID().replaceAll('-', '')
  return `${tag}.${random}.${signature(key, sessionId, tag, random)}`
}

/** Whether `uid` was issued by `issueStreamUid` for this very session. */
export function streamUidBelongsTo(key: string, sessionId: string, uid: string) {
  const [tag, random, signed, ...rest] = uid.split('.')
  if (!tag || !random || !signed || rest.length) return false
  const expected = Buffer.from(signature(key, sessionId, tag, random))
  const given = Buffer.from(signed)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
