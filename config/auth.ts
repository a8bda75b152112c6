import { defineConfig } from '@adonisjs/auth'
import { sessionGuard, sessionUserProvider } from '@adonisjs/auth/session'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const webGuard = sessionGuard({
  useRememberMeTokens: false,
  provider: sessionUserProvider({
    model: () => import('#models/user'),
  }),
})

/**
 * The session guard, with the test clients' `loginAs` opening a login
 * session (login_sessions) as a real sign-in does; nothing else changes.
 */
const revocableWebGuard: typeof webGuard = {
  async resolver(name, app) {
    const makeGuard = await webGuard.resolver(name, app)
    return (ctx) => {
      const guard = makeGuard(ctx)
      const asClient = guard.authenticateAsClient.bind(guard)
      guard.authenticateAsClient = async (user) => {
        const client = await asClient(user)
        const { default: LoginSessions } = await import('#services/login_sessions')
        const values = await LoginSessions.sessionValuesForClient(
          Number(client.session?.[guard.sessionKeyName])
        )
        return { ...client, session: { ...client.session, ...values } }
      }
      return guard
    }
  },
}

const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: revocableWebGuard,
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
