import limiter from '@adonisjs/limiter/services/main'

type ThrottleRule = { key: string; requests: number; duration: string }

/**
 * Brute-force limits of the accounts area (@adonisjs/limiter: PostgreSQL by
 * default, memory in tests):
 *
 * - sign-in: 5 failed attempts per IP + e-mail, 10 per e-mail (from any IP)
 *   and 30 per IP (across e-mails), each in 15 minutes; a success clears the
 *   IP + e-mail counter;
 * - reset and confirmation e-mails: 3 per hour per e-mail, 10 per hour per IP;
 * - sign-ups: 10 per hour per IP.
 *
 * A blocked key stays blocked for the rest of its window.
 */
export default class AuthThrottle {
  static signInRules(ip: string, email: string): ThrottleRule[] {
    return [
      { key: `sign_in:ip_email:${ip}:${email}`, requests: 5, duration: '15 mins' },
      { key: `sign_in:email:${email}`, requests: 10, duration: '15 mins' },
      { key: `sign_in:ip:${ip}`, requests: 30, duration: '15 mins' },
    ]
  }

  /** Sign-ups: 10 per hour from one address. */
  static signUpRules(ip: string): ThrottleRule[] {
    return [{ key: `sign_up:ip:${ip}`, requests: 10, duration: '1 hour' }]
  }

  static mailRules(kind: 'reset' | 'verification', ip: string, email: string): ThrottleRule[] {
    return [
      { key: `${kind}_mail:email:${email}`, requests: 3, duration: '1 hour' },
      { key: `${kind}_mail:ip:${ip}`, requests: 10, duration: '1 hour' },
    ]
  }

  #limiterFor(rule: ThrottleRule) {
    return limiter.use({
      requests: rule.requests,
      duration: rule.duration,
      blockDuration: rule.duration,
    })
  }

  /** Seconds until the most restrictive exhausted rule frees up, or null when none is exhausted. */
  async blockedFor(rules: ThrottleRule[]): Promise<number | null> {
    let longest: number | null = null
    for (const rule of rules) {
      const state = await this.#limiterFor(rule).get(rule.key)
      if (state && state.remaining <= 0) longest = Math.max(longest ?? 0, state.availableIn)
    }
    return longest
  }

  /** Counts one attempt against every rule, blocking the keys that reach their limit. */
  async hit(rules: ThrottleRule[]) {
    for (const rule of rules) {
      const rateLimiter = this.#limiterFor(rule)
      const { consumed, limit } = await rateLimiter.increment(rule.key)
      if (consumed >= limit) await rateLimiter.block(rule.key, rule.duration)
    }
  }

  /** Checks, then counts: returns the seconds to wait when already over a limit. */
  async attempt(rules: ThrottleRule[]): Promise<number | null> {
    const wait = await this.blockedFor(rules)
    if (wait !== null) return wait
    await this.hit(rules)
    return null
  }

  async forget(rule: ThrottleRule) {
    await this.#limiterFor(rule).delete(rule.key)
  }
}
