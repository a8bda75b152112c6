import vite from '@adonisjs/vite/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

type SsrEntry = { default: (page: unknown) => Promise<{ body: string }> }

/**
 * A screen as the browser draws it: the Inertia page object (deferred props
 * loaded too) rendered with the app's own React pages and layouts through the
 * SSR entry point. Signed-in screens are not server-rendered in production
 * (config/inertia.ts), so tests render them here on purpose.
 */
export async function renderScreen(client: ApiClient, user: User, url: string) {
  const first = await client.get(url).loginAs(user).withInertia()
  first.assertStatus(200)
  const page = first.body()
  const deferred = Object.values(page.deferredProps ?? {}).flat() as string[]
  if (deferred.length > 0) {
    const rest = await client
      .get(url)
      .loginAs(user)
      .withInertiaPartialReload(page.component, deferred as any)
    Object.assign(page.props, rest.inertiaProps)
    delete page.deferredProps
  }
  const ssr = await vite.loadServerModule<SsrEntry>('inertia/ssr.tsx')
  const { body } = await ssr.default(page)
  return body
}
