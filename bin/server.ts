const { prettyPrintError } = await import('@adonisjs/core')
const { createIgnitor } = await import('./ignitor.js')

createIgnitor({ server: true })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
