/*
| OpenTelemetry, loaded by bin/server.ts before anything else (the automatic
| instrumentation of http and pg must hook the modules before they are first
| imported). Without OTEL_ENABLED=true it does nothing at all: no loader
| hook, no SDK, no exporter: config/otel.ts imports only types and adonisrc.ts
| lists the provider only when on.
*/
if (process.env.OTEL_ENABLED === 'true') {
  const { init } = await import('@adonisjs/otel/init')
  await init(import.meta.dirname)
}

export {}
