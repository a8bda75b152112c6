import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import { VitePWA } from 'vite-plugin-pwa'
import { precompressAssets } from './bin/lib/precompress_assets.js'
import { iconSprite } from './bin/lib/icon_sprite.js'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
      buildDirectory: 'public/assets',
    }),
    iconSprite(),
    /*
    | The service worker (Plataforma 105): our own source with Workbox's
    | modules, built to public/sw.js so it is served at /sw.js and controls
    | the whole site; in development and tests Vite serves it as a module at
    | /dev-sw.js?dev-sw. The manifest is a static file (public/), and the
    | page registers the worker itself (inertia/lib/service_worker.ts).
    */
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'inertia/service_worker',
      filename: 'sw.ts',
      outDir: 'public',
      base: '/',
      scope: '/',
      manifest: false,
      injectRegister: false,
      injectManifest: { injectionPoint: undefined },
      devOptions: { enabled: true, type: 'module' },
    }),
    precompressAssets(),
  ],
  /*
  | The server-rendering bundle is server code: it is built into ssr/server,
  | outside public/, so the static file server cannot hand it out under any
  | spelling of its path (config/vite.ts reads it from there).
  */
  build: {
    /*
    | No <link rel=modulepreload> added by script for a page's or a lazy
    | component's chunks: on a phone, adding one per chunk while the first page
    | hydrates cost more main-thread time than the fetch it saves (the browser
    | finds the chunks' imports itself).
    */
    modulePreload: false,
  },
  environments: {
    ssr: { build: { outDir: 'ssr/server' } },
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      /* Pure rules shared with the server (simulators, formats, labels): app/domain, no server imports. */
      '@domain': `${import.meta.dirname}/app/domain/`,
    },
  },
  /*
  | The worker's modules are bundled when the dev server starts: found later
  | (the worker is no page's import), Vite re-bundles mid-run and the worker's
  | first imports fail as outdated, so it never installs.
  */
  /* Per checkout (not node_modules/.vite): worktrees sharing node_modules would re-bundle each other's deps mid-run. */
  cacheDir: 'tmp/vite',
  optimizeDeps: {
    include: ['workbox-core', 'workbox-routing', 'workbox-strategies', 'workbox-window'],
  },
  server: {
    /* The test runner picks a free port for each run (bin/npm_test.js); otherwise Vite's 24678. */
    ws: process.env.VITE_HMR_PORT ? { port: Number(process.env.VITE_HMR_PORT) } : undefined,
    watch: {
      ignored: ['**/.data/**', '**/storage/**', '**/tmp/**', '**/build/**', '**/ssr/**'],
    },
  },
})
