import { defineConfig } from '@adonisjs/inertia'

/**
 * Public pages (landing, podcast, catalogue, course pages, the forum, public
 * certificates, 404) are rendered on the server so they arrive as indexable HTML. Signed-in
 * screens render in the browser only: they are not indexed and skipping SSR
 * keeps them cheaper to serve.
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
]

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  encryptHistory: false,
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => SSR_PAGES.includes(page),
  },
})

export default inertiaConfig
