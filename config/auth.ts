import { defineConfig } from '@adonisjs/auth'
import { SessionGuard, sessionGuard, sessionUserProvider } from '@adonisjs/auth/session'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const webGuardConfig = {
  useRememberMeTokens: false as const,
  provider: sessionUserProvider({
    model: () => import('#models/user'),
  }),
}
const webGuard = sessionGuard(webGuardConfig)

/**
 * The session guard, with two changes:
 * - its user is read together with the request's session check (is the
 *   sign-in still open, the member's profile, admin role and subscription):
 *   one query instead of two on every signed-in request
 *   (LoginSessions.userWithViewer, checked by SessionVersionMiddleware);
 * - the test clients' `loginAs` opens a login session (login_sessions) as a
 *   real sign-in does.
 */
const revocableWebGuard: typeof webGuard = {
  async resolver(name, app) {
    const emitter = await app.container.make('emitter')
    const users = webGuardConfig.provider
    const { default: LoginSessions, LOGIN_SESSION_KEY } =
      await import('#services/accounts/login_sessions')
    return (ctx) => {
      const provider: typeof users = Object.create(users)
      provider.findById = async (id) => {
        const user = await LoginSessions.userWithViewer(id, ctx.session?.get(LOGIN_SESSION_KEY))
        return user ? users.createUserForGuard(user) : null
      }
      const guard = new SessionGuard(name, ctx, webGuardConfig, emitter as never, provider)
      const asClient = guard.authenticateAsClient.bind(guard)
      guard.authenticateAsClient = async (user) => {
        const client = await asClient(user)
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
