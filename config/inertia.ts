import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * Public pages (landing, podcast, catalogue, course pages, the forum, public
 * certificates, 404, and the sign-in/sign-up page, which then paints before
 * its JavaScript arrives) are rendered on the server for visitors, so they
 * arrive as indexable HTML. Signed-in members get every page rendered in the
 * browser, these included: they are not indexed, their browser holds the
 * JavaScript already, and skipping React's server render (a third of a
 * member's /comunidade) keeps them as cheap to serve as the visitors' cached
 * pages. Page names, checked against the pages by
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
 * Pages rendered on the server for signed-in members too: none in the app.
 * Tests that read what a member's page shows in its HTML add theirs
 * (tests/helpers/server_rendering.ts).
 */
export const SSR_MEMBER_PAGES: string[] = []

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
    /* For visitors (and crawlers): a signed-in member's page paints from its props in the browser. */
    pages: (ctx, page) => (ctx.auth?.user ? SSR_MEMBER_PAGES : SSR_PAGES).includes(page),
  },
})

export default inertiaConfig
