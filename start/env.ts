/*
| Every environment variable the application reads, validated at boot. A
| missing or malformed value stops the process with a message naming it.
| docs/operations.md lists each of them with its default (a unit test checks).
*/
import { Env } from '@adonisjs/core/env'
import { parseRateLimits } from '#domain/platform/write_limits'
import { positiveCount } from '#domain/platform/env_values'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  APP_NAME: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.enum([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),
  TZ: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  /* bench/pages.js: each response's SQL statement count in a Server-Timing header */
  BENCH_SERVER_TIMING: Env.schema.boolean.optional(),
  /* OpenTelemetry traces and metrics (config/otel.ts, otel.ts): off unless true */
  OTEL_ENABLED: Env.schema.boolean.optional(),
  OTEL_SERVICE_NAME: Env.schema.string.optional(),
  /* Read by the OpenTelemetry SDK itself; validated here so a typo stops the boot */
  OTEL_EXPORTER_OTLP_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),

  /*
  | Database: DATABASE_URL wins; otherwise DB_HOST/DB_PORT/DB_USER/DB_PASSWORD/DB_DATABASE.
  | `npm start` fills DATABASE_URL with the embedded PostgreSQL when neither is set.
  */
  DATABASE_URL: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),
  DB_SSL: Env.schema.boolean.optional(),
  DB_POOL_MAX: Env.schema.number.optional(),

  /* Sessions: cookie (default), redis (several machines), memory (tests) */
  SESSION_DRIVER: Env.schema.enum(['cookie', 'memory', 'redis', 'database'] as const),

  /* Redis: used by sessions, rate limits and Transmit when configured */
  REDIS_URL: Env.schema.string.optional(),
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  TRANSMIT_TRANSPORT: Env.schema.enum.optional(['none', 'redis'] as const),
  /* Open real-time streams allowed per session and per IP address (counted per instance) */
  TRANSMIT_MAX_STREAMS_PER_SESSION: positiveCount,
  TRANSMIT_MAX_STREAMS_PER_IP: positiveCount,
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),

  /* Cached public pages for visitors without a session: on, off (default: on in production only) */
  PAGE_CACHE: Env.schema.enum.optional(['on', 'off'] as const),

  /* Drive: local disk (default) or any S3-compatible storage */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  DRIVE_FS_ROOT: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_PUBLIC_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  UPLOAD_LIMIT_VIDEO: Env.schema.string.optional(),
  UPLOAD_LIMIT_DOCUMENT: Env.schema.string.optional(),
  UPLOAD_LIMIT_IMAGE: Env.schema.string.optional(),

  /* Mail: SMTP when SMTP_HOST is set, otherwise written to MAIL_DIR */
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  MAIL_DIR: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),

  /* Stripe: payments are disabled until these are set */
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  STRIPE_PRICE_ID: Env.schema.string.optional(),
  STRIPE_PAYMENT_METHOD_TYPES: Env.schema.string.optional(),
  STRIPE_BOLETO_EXPIRES_AFTER_DAYS: Env.schema.number.optional(),
  STRIPE_API_HOST: Env.schema.string.optional(),
  STRIPE_API_PORT: Env.schema.number.optional(),
  STRIPE_API_PROTOCOL: Env.schema.enum.optional(['http', 'https'] as const),
  SUBSCRIPTION_GRACE_DAYS: Env.schema.number.optional(),

  /* Certificates: the school's Ed25519 signing key (base64url seed; `npm start` writes one) */
  CERTIFICATE_SIGNING_KEY: Env.schema.string.optional(),

  /* Web push: the VAPID key pair (base64url; `npm start` writes one) and the contact the push services see */
  VAPID_PUBLIC_KEY: Env.schema.string.optional(),
  VAPID_PRIVATE_KEY: Env.schema.string.optional(),
  VAPID_SUBJECT: Env.schema.string.optional(),
  /* Web push: hosts accepted besides the known push services (comma-separated; the tests' local double) */
  PUSH_SERVICE_EXTRA_HOSTS: Env.schema.string.optional(),

  /* AI mentor: any OpenAI-compatible chat-completions API; offline (extractive) mode without MENTOR_API_URL */
  MENTOR_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  MENTOR_API_KEY: Env.schema.string.optional(),
  MENTOR_MODEL: Env.schema.string.optional(),
  MENTOR_TIMEOUT_MS: Env.schema.number.optional(),
  MENTOR_DAILY_LIMIT: Env.schema.number.optional(),
  MENTOR_DAILY_LIMIT_PREMIUM: Env.schema.number.optional(),
  MENTOR_MAX_QUESTION_LENGTH: Env.schema.number.optional(),
  MENTOR_PER_MINUTE: Env.schema.number.optional(),

  /* Write limits (start/limiter.ts): `kind=N/10m,kind.ip=N/1h` over the defaults */
  RATE_LIMITS: (_key: string, value?: string) => {
    parseRateLimits(value)
    return value
  },
})
