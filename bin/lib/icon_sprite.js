/*
| Vite plugin: the SVG sprite behind inertia/components/platform/icons.tsx. It reads
| the icon names listed there (`icon('leaf')`), takes each drawing from
| lucide-react's own data and writes one <symbol> per icon into
| `icons-<hash>.svg` (a build asset next to the scripts, served from
| /assets with immutable caching; in development the dev server answers
| it). `import spriteUrl from 'virtual:icon-sprite'` gives its address, the
| same in the browser bundle and the server-rendering bundle.
|
| The symbols carry only shapes: stroke, fill and size come from the <svg>
| that uses them, so `className` (text colour, `fill-current`, sizes) works
| as it did with Lucide's components.
*/
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const VIRTUAL_ID = 'virtual:icon-sprite'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
const DEV_PREFIX = '/@icon-sprite/'
const ICON_CALL = /\bicon\('([a-z0-9-]+)'\)/g

const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Lucide's drawing of one icon: [tag, attributes] pairs (React's `key` left out). */
async function iconNode(require, name) {
  const path = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`)
  const { __iconData } = await import(path)
  return __iconData.node
}

/** The sprite for the icons named in `sourceFile`, and its file name (content-hashed). */
async function buildSprite(root, sourceFile) {
  const source = await readFile(join(root, sourceFile), 'utf8')
  const names = [...new Set([...source.matchAll(ICON_CALL)].map((match) => match[1]))].sort()
  const require = createRequire(join(root, 'package.json'))
  const symbols = await Promise.all(
    names.map(async (name) => {
      const shapes = (await iconNode(require, name))
        .map(([tag, attributes]) => {
          const attrs = Object.entries(attributes)
            .filter(([key]) => key !== 'key')
            .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
            .join(' ')
          return `<${tag} ${attrs}/>`
        })
        .join('')
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`
    })
  )
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10)
  return { names, svg, fileName: `icons-${hash}.svg` }
}

export function iconSprite({ source = 'inertia/components/platform/icons.tsx' } = {}) {
  let config
  const current = () => buildSprite(config.root, source)
  return {
    name: 'ganja-talks:icon-sprite',
    configResolved(resolved) {
      config = resolved
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return
      this.addWatchFile(join(config.root, source))
      const { svg, fileName } = await current()
      if (config.command === 'serve')
        return `export default ${JSON.stringify(DEV_PREFIX + fileName)}`
      /* Written once, by the browser build; the server bundle only needs its address. */
      const client = this.environment ? this.environment.name === 'client' : !config.build.ssr
      if (client) this.emitFile({ type: 'asset', fileName, source: svg })
      return `export default ${JSON.stringify(config.base + fileName)}`
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (!request.url?.startsWith(DEV_PREFIX)) return next()
        const { svg } = await current()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(svg)
      })
    },
  }
}
