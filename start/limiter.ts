/*
| Write limits as route middleware (issue #28). Every member write route in
| start/routes/*.ts declares one of the throttles below with `.use(...)` (the admin
| panel once, on its group: a throttle lets reads through);
| tests/functional/platform/security/write_limits.spec.ts fails on a write
| route without one. The kinds and their defaults are in
| app/domain/platform/write_limits.ts; RATE_LIMITS overrides them. The store
| is config/limiter.ts (PostgreSQL, Redis, or memory in tests).
*/
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import {
  WRITE_LIMITS,
  type WriteKind,
  type WriteLimit,
  type Window,
  durationSeconds,
  type LimitOverrides,
  parseRateLimits,
} from '#domain/platform/write_limits'
import { WriteLimitExceeded } from '#exceptions/write_limit_exceeded'
import { mentorSettings } from '#services/mentor/mentor_settings'

/* RATE_LIMITS parsed once per value (start/env.ts already refused a malformed one), not on every write. */
let parsedOverrides: { raw: string | undefined; overrides: LimitOverrides } | null = null
function rateLimitOverrides() {
  const raw = env.get('RATE_LIMITS')
  if (!parsedOverrides || parsedOverrides.raw !== raw)
    parsedOverrides = { raw, overrides: parseRateLimits(raw) }
  return parsedOverrides.overrides
}

/** A kind's limits now: the default, MENTOR_PER_MINUTE for the mentor, then RATE_LIMITS. */
export function writeLimit(kind: WriteKind): Pick<WriteLimit, 'member' | 'ip'> {
  const base: Pick<WriteLimit, 'member' | 'ip'> = WRITE_LIMITS[kind]
  const member =
    kind === 'mentor' ? { requests: mentorSettings().perMinute, duration: '1m' } : base.member
  const override = rateLimitOverrides()[kind]
  return { member: override?.member ?? member, ip: override?.ip ?? base.ip }
}

async function consume(kind: WriteKind, window: Window, key: string) {
  const bucket = limiter.use({
    requests: window.requests,
    duration: durationSeconds(window.duration),
  })
  try {
    await bucket.consume(`write_${kind}_${key}`)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      throw new WriteLimitExceeded(kind, error.response.availableIn)
    }
    throw error
  }
}

/** The route middleware of one kind: the member's bucket (when signed in), then the IP's. */
function writeThrottle(kind: WriteKind) {
  const middleware = async (ctx: HttpContext, next: NextFn) => {
    /* Reads pass: a group of routes (the admin panel) declares one throttle for all its writes. */
    if (READS.has(ctx.request.method())) return next()
    const limits = writeLimit(kind)
    const userId = ctx.auth?.user?.id
    if (userId !== undefined) await consume(kind, limits.member, `user_${userId}`)
    await consume(kind, limits.ip, `ip_${ctx.request.ip()}`)
    return next()
  }
  THROTTLES.add(middleware)
  return middleware
}

const THROTTLES = new Set<unknown>()
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether a route middleware entry is one of the write throttles (the route table test asks). */
export function isWriteThrottle(entry: unknown) {
  const handle = (entry as { handle?: unknown } | null)?.handle
  return THROTTLES.has(entry) || THROTTLES.has(handle)
}

/** One throttle per kind: `.use(throttle.forum_reply)`. */
export const throttle = Object.fromEntries(
  (Object.keys(WRITE_LIMITS) as WriteKind[]).map((kind) => [kind, writeThrottle(kind)])
) as Record<WriteKind, ReturnType<typeof writeThrottle>>
