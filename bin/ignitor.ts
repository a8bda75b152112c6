/*
| The application's Ignitor, shared by the three entry points (server,
| console, tests): the app root, the importer and the boot/shutdown hooks.
*/
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/**
 * `server`: the HTTP server also stops gracefully on Ctrl-C (SIGINT), so the
 * buffered lesson views and study time are written; a second Ctrl-C quits at once.
 */
export function createIgnitor(options: { server?: boolean } = {}) {
  return new Ignitor(APP_ROOT, { importer: IMPORTER }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    /*
     * Once every provider is shut down the process ends: a request still
     * running when the database closed may have opened a new pool, whose
     * timers would otherwise keep a stopped server alive.
     */
    let stopping = false
    const stop = () => {
      if (stopping) process.exit(1)
      stopping = true
      app.terminate().finally(() => process.exit())
    }
    app.listen('SIGTERM', stop)
    app.listenIf(app.managedByPm2 || Boolean(options.server), 'SIGINT', stop)
  })
}
