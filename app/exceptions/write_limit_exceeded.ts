import { Exception } from '@adonisjs/core/exceptions'
import { type WriteKind, tooManyWritesText } from '#domain/platform/write_limits'

/**
 * A member write over its limit (start/limiter.ts). The exception handler
 * answers it: a toast and the form back, or 429 with Retry-After for JSON.
 */
export class WriteLimitExceeded extends Exception {
  static status = 429

  constructor(
    readonly kind: WriteKind,
    readonly retryAfterSeconds: number
  ) {
    super(tooManyWritesText(kind, retryAfterSeconds), { status: 429 })
  }
}
