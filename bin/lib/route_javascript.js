/*
| JavaScript each page downloads before it can run: the client entry
| (inertia/app.tsx), the page's chunk and the chunks every visit of that page
| renders at once (the member's header on signed-in pages, the admin layout
| on admin pages), each with every chunk it imports statically, read from the
| Vite manifest of a client build and measured gzipped (level 9). Code the
| pages fetch only on demand (menus, dialogs, toasts, tabs' heavy panels,
| Markdown) is not counted.
|
| Run by the budget test (tests/unit/platform/javascript_budget.spec.ts) and from a
| shell:
|
|   node_modules/.bin/node bin/lib/route_javascript.js [build/public/assets] [--files]
|   node_modules/.bin/node bin/lib/route_javascript.js --build [--files] [--json]
|
| The first reads a production build on disk; `--build` builds the client in
| memory from the sources (a few seconds, nothing written).
*/
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const CLIENT_ENTRY = 'inertia/app.tsx'
const MEMBER_HEADER = 'inertia/components/platform/member_header.tsx'
const ADMIN_LAYOUT = 'inertia/layouts/admin_layout.tsx'

/**
 * The pages the budget covers: their page module, what else their first
 * render loads, and the most gzipped JavaScript each may load (KB). The
 * ceilings are today's sizes with a little room: they stop a page from
 * growing unnoticed. Issue 18 asks for 120 KB; React DOM and Inertia alone
 * are ~104 KB of it (see docs/decisions.md, Plataforma 28).
 */
const BUDGET_PAGES = [
  { name: 'landing', page: 'inertia/pages/home.tsx', with: [], ceilingKb: 150 },
  { name: 'catálogo', page: 'inertia/pages/courses/index.tsx', with: [], ceilingKb: 148 },
  { name: 'curso', page: 'inertia/pages/courses/show.tsx', with: [], ceilingKb: 150 },
  { name: 'auth', page: 'inertia/pages/auth/show.tsx', with: [], ceilingKb: 150 },
  {
    name: 'dashboard',
    page: 'inertia/pages/dashboard/show.tsx',
    with: [MEMBER_HEADER],
    ceilingKb: 154,
  },
  { name: 'aula', page: 'inertia/pages/lessons/show.tsx', with: [MEMBER_HEADER], ceilingKb: 178 },
  {
    name: 'painel (admin)',
    page: 'inertia/pages/admin/dashboard.tsx',
    with: [ADMIN_LAYOUT],
    ceilingKb: 141,
  },
]

/** Issue 18's goal: at most this many gzipped bytes of JavaScript per route. */
const ROUTE_JAVASCRIPT_GOAL = 120 * 1024

/** Chunk keys reachable from `key` through static imports, `key` included. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  if (!manifest[key]) throw new Error(`${key} não está no manifesto do Vite`)
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

/**
 * The JavaScript files a page loads (largest first, gzipped sizes) and their
 * total. `readAsset(fileName)` returns the bytes of a built file.
 */
function routeJavascript(manifest, budgetPage, readAsset) {
  const keys = new Set()
  for (const key of [CLIENT_ENTRY, budgetPage.page, ...budgetPage.with]) {
    staticClosure(manifest, key, keys)
  }
  const files = [...new Set([...keys].map((key) => manifest[key].file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readAsset(file), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { files, gzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) }
}

/** Every budget page measured against a build written to disk (the public/assets of a build). */
function measureBuiltAssets(assetsDir) {
  const manifest = JSON.parse(readFileSync(join(assetsDir, '.vite', 'manifest.json'), 'utf8'))
  const readAsset = (file) => readFileSync(join(assetsDir, file))
  return BUDGET_PAGES.map((page) => ({
    name: page.name,
    ceilingBytes: page.ceilingKb * 1024,
    ...routeJavascript(manifest, page, readAsset),
  }))
}

/**
 * Builds the client bundle in memory (nothing written, no server bundle) and
 * measures every budget page; each file also lists the source modules in it.
 * Run it with NODE_ENV=production (React's development build otherwise).
 */
async function measureFreshBuild(root) {
  const { build } = await import('vite')
  const result = await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => entry.output)
  const byName = new Map(outputs.map((file) => [file.fileName, file]))
  const manifest = JSON.parse(String(byName.get('.vite/manifest.json').source))
  const readAsset = (file) => {
    const output = byName.get(file)
    return Buffer.from(output.type === 'chunk' ? output.code : output.source)
  }
  const modulesOf = (file) =>
    Object.keys(byName.get(file)?.modules ?? {}).map((id) =>
      id.startsWith(root) ? id.slice(root.length).replace(/^\//, '') : id
    )
  return BUDGET_PAGES.map((page) => {
    const measured = routeJavascript(manifest, page, readAsset)
    return {
      name: page.name,
      ceilingBytes: page.ceilingKb * 1024,
      gzipBytes: measured.gzipBytes,
      files: measured.files.map((entry) => ({ ...entry, modules: modulesOf(entry.file) })),
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const pages = args.includes('--build')
    ? await measureFreshBuild(process.cwd())
    : measureBuiltAssets(args.find((arg) => !arg.startsWith('--')) ?? 'build/public/assets')
  if (args.includes('--json')) {
    process.stdout.write(JSON.stringify(pages))
  } else {
    for (const page of pages) {
      const kb = (page.gzipBytes / 1024).toFixed(1)
      const limit = page.gzipBytes <= page.ceilingBytes ? 'dentro do teto' : 'ACIMA DO TETO'
      const goal = page.gzipBytes <= ROUTE_JAVASCRIPT_GOAL ? 'dentro da meta' : 'acima da meta'
      console.log(
        `${page.name.padEnd(16)} ${kb.padStart(7)} KB gzip  teto ${page.ceilingBytes / 1024} KB: ${limit}; meta 120 KB: ${goal}`
      )
      if (args.includes('--files')) {
        for (const file of page.files) {
          console.log(`    ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.file}`)
        }
      }
    }
  }
}
