import env from '#start/env'
import type { OtelConfig } from '@adonisjs/otel/types'

/**
 * OpenTelemetry traces and metrics (@adonisjs/otel), off unless
 * OTEL_ENABLED=true. The exporters are the SDK's standard OTLP ones: where
 * they send comes from OTEL_EXPORTER_OTLP_ENDPOINT (and the other standard
 * OTEL_* variables, read by the SDK itself). See docs/operations.md. Only
 * its type is imported here: the package itself loads only when on.
 */
const otelConfig: OtelConfig = {
  enabled: env.get('OTEL_ENABLED') ?? false,
  serviceName: env.get('OTEL_SERVICE_NAME') ?? env.get('APP_NAME') ?? 'ganja-talks',
  environment: env.get('NODE_ENV'),
  /* The SQL statements as child spans (the text with placeholders, never the values). */
  instrumentations: {
    '@opentelemetry/instrumentation-pg': { enabled: true },
  },
  /* The user id on each request span, never the e-mail. */
  userContext: {
    resolver: (ctx) => (ctx.auth?.user ? { id: ctx.auth.user.id } : null),
  },
}

export default otelConfig
