import { defineConfig } from '@adonisjs/vite'

/*
| Client assets are built into public/assets (served as /assets); the
| server-rendering bundle into ssr/server, outside public/ (vite.config.ts).
| `buildDirectory` is where the server looks for that bundle (`<dir>/server`).
*/
const viteBackendConfig = defineConfig({
  buildDirectory: 'ssr',
  manifestFile: 'public/assets/.vite/manifest.json',
  assetsUrl: '/assets',
  scriptAttributes: {
    defer: true,
  },
})

export default viteBackendConfig
