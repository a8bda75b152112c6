import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { SESSION_COOKIE } from '#domain/platform/public_pages'

/*
| The memory store (tests): Adonis' own hands every request the same object,
| so a request that takes the flash messages (a background call such as the
| bell's feed) takes them from a page answered at the same moment, and its
| toast is lost. Here each request reads its own copy, as with the cookie
| (the default) or Redis.
*/
const memorySessions = new Map<string, Record<string, any>>()
function copyingMemoryStore() {
  return {
    read: (id: string) => {
      const values = memorySessions.get(id)
      return values ? structuredClone(values) : null
    },
    write: (id: string, values: Record<string, any>) => {
      memorySessions.set(id, structuredClone(values))
    },
    destroy: (id: string) => {
      memorySessions.delete(id)
    },
    touch: () => {},
  }
}

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE,
  clearWithBrowser: false,
  age: '7d',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction && env.get('APP_URL').startsWith('https://'),
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
    redis: stores.redis({ connection: 'main' }),
    database: stores.database(),
    memory: copyingMemoryStore,
  },
})

export default sessionConfig
