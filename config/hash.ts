import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/core/hash'

const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    /*
     * Tests hash thousands of factory passwords: there scrypt runs at a
     * sixteenth of the cost (2 ms a hash instead of 32). The cost is kept in
     * each hash, so any hash verifies whatever cost made it.
     */
    scrypt: drivers.scrypt({
      cost: app.inTest ? 1024 : 16384,
      blockSize: 8,
      parallelization: 1,
      maxMemory: 33554432,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
