import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { appKey } from '#config/app'
import { issueStreamUid, streamUidBelongsTo } from '#domain/messaging/stream_uid'

/*
| Who may hold a Transmit stream, and how many. A stream id (uid) is issued
| to a signed-in member's page for their session (see #domain/messaging/
| stream_uid) and refused from any other session. Open streams are counted
| in this process, per session and per IP address: the caps hold per app
| instance, not across machines.
*/

export const streamCaps = {
  perSession: env.get('TRANSMIT_MAX_STREAMS_PER_SESSION') ?? 6,
  perIp: env.get('TRANSMIT_MAX_STREAMS_PER_IP') ?? 40,
}

const openPerSession = new Map<string, number>()
const openPerIp = new Map<string, number>()

function add(counts: Map<string, number>, key: string, delta: number) {
  const next = (counts.get(key) ?? 0) + delta
  if (next > 0) counts.set(key, next)
  else counts.delete(key)
}

/** The uid the page of a signed-in member gives its Transmit client; null for a visitor. */
export function streamUidFor(ctx: HttpContext) {
  const sessionId = (ctx as Partial<HttpContext>).session?.sessionId
  if (!ctx.auth?.user || !sessionId) return null
  return issueStreamUid(appKey.release(), sessionId)
}

/** Whether the request's uid was issued to the session making the request. */
export function ownsStreamUid(ctx: HttpContext, uid: string) {
  return streamUidBelongsTo(appKey.release(), ctx.session.sessionId, uid)
}

/**
 * Reserves a place for a stream about to open, or returns false when the
 * session or the IP address already holds its cap. The place is given back
 * when the response closes, whether the server ended it or the client went
 * away.
 */
export function reserveStream(ctx: HttpContext) {
  const session = ctx.session.sessionId
  const ip = ctx.request.ip()
  if ((openPerSession.get(session) ?? 0) >= streamCaps.perSession) return false
  if ((openPerIp.get(ip) ?? 0) >= streamCaps.perIp) return false
  add(openPerSession, session, 1)
  add(openPerIp, ip, 1)
  ctx.response.response.once('close', () => {
    add(openPerSession, session, -1)
    add(openPerIp, ip, -1)
  })
  return true
}
