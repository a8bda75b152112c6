/*
| OpenTelemetry is off by default: without OTEL_ENABLED=true no SDK is
| started and no span exists, so nothing is exported anywhere. On is
| tests/functional/platform/operations/telemetry.spec.ts.
*/
import { test } from '@japa/runner'
import { OtelManager } from '@adonisjs/otel'
import { getCurrentSpan } from '@adonisjs/otel/helpers'
import app from '@adonisjs/core/services/app'
import otelConfig from '#config/otel'

test.group('OpenTelemetry off by default', () => {
  test('without OTEL_ENABLED the config is off and no SDK or span exists', ({ assert }) => {
    assert.isUndefined(process.env.OTEL_ENABLED)
    assert.isFalse(otelConfig.enabled)
    assert.isNull(OtelManager.getInstance())
    assert.isUndefined(getCurrentSpan())
  })

  test('without OTEL_ENABLED the app does not load the OpenTelemetry provider at all', ({
    assert,
  }) => {
    const providers = app.rcFile.providers.map((provider) => String(provider.file))
    assert.isAbove(providers.length, 10)
    assert.notInclude(providers.join('\n'), '@adonisjs/otel')
  })
})
