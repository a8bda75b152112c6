import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { getCurrentSpan } from '@adonisjs/otel/helpers'

/**
 * With OpenTelemetry on (OTEL_ENABLED=true), the request's span carries the
 * same request id as its log lines (`http.request.id`), so a trace and the
 * logs of one request find each other. Registered only when it is on (start/kernel.ts).
 */
export default class TraceRequestIdMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const span = getCurrentSpan()
    const requestId = ctx.request.id()
    if (span && requestId) span.setAttribute('http.request.id', requestId)
    return next()
  }
}
