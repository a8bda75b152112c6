import { assert } from '@japa/assert'
import { chromium } from 'playwright'
import app from '@adonisjs/core/services/app'
import type { Config, PluginFn } from '@japa/runner/types'
import type User from '#models/user'
import { apiClient } from '@japa/api-client'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { browserClient, decoratorsCollection } from '@japa/browser-client'
import testUtils from '@adonisjs/core/services/test_utils'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bin/lib/chromium.js'

/**
 * The browser client's `loginAs` (@adonisjs/auth) starts writing the session
 * without waiting for it, so a page opened right after could get there first
 * and be signed out. Here `loginAs` returns once the session holds the member.
 */
function loginAsWaitsForTheSession(): PluginFn {
  return () => {
    decoratorsCollection.register({
      context(context) {
        const loginAs = context.loginAs
        context.loginAs = async function (user: User) {
          await loginAs.call(this, user)
          const deadline = Date.now() + 10_000
          const signedInAs = () => context.getSession().then((session) => session.auth_web)
          while (String(await signedInAs()) !== String(user.id)) {
            if (Date.now() > deadline) throw new Error('loginAs: a sessão não foi gravada em 10 s')
            await new Promise((resolve) => setTimeout(resolve, 10))
          }
        }
      },
    })
  }
}

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    /*
     * page.assertVisible and the other assertions retry for 15 s, not the
     * plugin's 5 s: on a loaded CI machine a form's answer (and its toast,
     * shown for 5 s) can take longer than 5 s to arrive.
     */
    assertions: { timeout: 15_000 },
    launcher: (options) =>
      chromium.launch({
        ...options,
        headless: true,
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      }),
  }),
  sessionBrowserClient(app),
  authBrowserClient(app),
  loginAsWaitsForTheSession(),
]

/**
 * The schema is rebuilt once per run (fresh migrations); every functional and
 * browser test then runs inside a transaction that is rolled back.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      const { default: db } = await import('@adonisjs/lucid/services/db')
      await db.rawQuery('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public')
      await testUtils.db().migrate()
    },
  ],
  teardown: [],
}

/*
| Each test starts with an empty cache, as it starts with its own transaction,
| and with no write counted against any limit (the memory limiter store is one
| per process and every test request comes from 127.0.0.1).
*/
async function emptyCache() {
  const { default: cache } = await import('@adonisjs/cache/services/main')
  await cache.clear()
  await cache.use('sessions').clear()
  /* The offer settings every page reads are warm in a running server: warm here too. */
  const { default: PremiumOfferService } =
    await import('#services/subscription/premium_offer_service')
  await new PremiumOfferService().annualPix()
  const { default: limiter } = await import('@adonisjs/limiter/services/main')
  await limiter.clear(['memory'])
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional'].includes(suite.name)) {
    suite.onGroup((group) => group.each.setup(emptyCache))
    suite.onTest((test) => test.setup(emptyCache))
    return suite.setup(() => testUtils.httpServer().start())
  }
}
