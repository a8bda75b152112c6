/* First: OpenTelemetry (nothing unless OTEL_ENABLED=true) hooks the modules before they load. */
await import('../otel.js')
const { prettyPrintError } = await import('@adonisjs/core')
const { createIgnitor } = await import('./ignitor.js')

createIgnitor({ server: true })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
