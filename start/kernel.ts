/*
| HTTP kernel: global middleware, router middleware and named middleware.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import env from '#start/env'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/server_timing_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/compress_response_middleware'),
  () => import('#middleware/public_page_cache_middleware'),
  () => import('#middleware/realtime_without_cookies_middleware'),
  () => import('#middleware/precompressed_assets_middleware'),
  () => import('#middleware/static_files_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/inertia_middleware'),
])

/* OpenTelemetry (OTEL_ENABLED=true): the route and request id on the request's span; off, not even loaded. */
const telemetry = env.get('OTEL_ENABLED')
  ? [
      () => import('@adonisjs/otel/otel_middleware'),
      () => import('#middleware/trace_request_id_middleware'),
    ]
  : []

router.use([
  ...telemetry,
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/sessionless_reads_middleware'),
  () => import('#middleware/quiet_session_middleware'),
  () => import('#middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/session_version_middleware'),
  () => import('#middleware/control_characters_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  multipart: () => import('#middleware/multipart_middleware'),
  transmitRequest: () => import('#middleware/transmit_request_middleware'),
})
