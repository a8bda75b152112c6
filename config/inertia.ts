import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * Public pages (landing, podcast, catalogue, course pages, the forum, public
 * certificates, 404, and the sign-in/sign-up page, which then paints before
 * its JavaScript arrives) are rendered on the server so they arrive as indexable HTML. Signed-in
 * screens render in the browser only: they are not indexed and skipping SSR
 * keeps them cheaper to serve. Page names, checked against the pages by
 * tests/unit/platform/route_tables.spec.ts.
 */
export const SSR_PAGES = [
  'home',
  'podcast/index',
  'errors/not_found',
  'courses/index',
  'courses/show',
  'community/index',
  'community/trending',
  'community/discussion',
  'certificates/show',
  'auth/show',
]

/**
 * The assets version of a production build, read once at boot: a hash of
 * the Vite manifest. Without it Inertia hashes the whole manifest again on
 * every request. Development and tests keep Inertia's own default.
 */
function buildAssetsVersion() {
  const manifest = app.makePath('public/assets/.vite/manifest.json')
  if (!app.inProduction || !existsSync(manifest)) return undefined
  return createHash('md5').update(readFileSync(manifest)).digest('hex')
}

const inertiaConfig = defineConfig({
  /* Written by app/services/platform/page_shell.ts (not an Edge template: no pass over the whole page). */
  rootView: 'inertia_layout',
  assetsVersion: buildAssetsVersion(),
  encryptHistory: false,
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => SSR_PAGES.includes(page),
  },
})

export default inertiaConfig
