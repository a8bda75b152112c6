import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
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
  server: {
    watch: {
      ignored: ['**/.data/**', '**/storage/**', '**/tmp/**', '**/build/**', '**/ssr/**'],
    },
  },
})
