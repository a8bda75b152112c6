import { sep } from 'node:path'
import { defineConfig } from '@adonisjs/static'

/** Build assets are content-hashed (a new file name for every change): browsers and CDNs keep them a year. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable'

const ASSETS_FOLDER = `${sep}public${sep}assets${sep}`
/* The service worker keeps its name: browsers must ask for it again to see a new version. */
const SERVICE_WORKER = `${sep}public${sep}sw.js`

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) => {
    if (path.endsWith(SERVICE_WORKER)) return { 'Cache-Control': 'no-cache' }
    return path.includes(ASSETS_FOLDER) && !path.includes(`${sep}.vite${sep}`)
      ? { 'Cache-Control': IMMUTABLE_ASSET_CACHE }
      : {}
  },
})

export default staticServerConfig
