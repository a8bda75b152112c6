/*
| JavaScript each page downloads before it can run: the client entry
| (inertia/app.tsx), the page's chunk and the chunks every visit of that page
| renders at once (the member's header on signed-in pages, the admin layout
| on admin pages), each with every chunk it imports statically, read from the
| Vite manifest of a client build and measured gzipped (level 9). Code the
| pages fetch only on demand (menus, dialogs, toasts, tabs' heavy panels,
| Markdown) is not counted.
|
| Each page's total splits in two (docs/decisions.md, Plataforma 89):
| - the shared floor: the client entry and what it imports statically (React
|   DOM, Inertia, the route table, the site layout), the same on every page;
| - the page's own code: every other chunk in its total, i.e. the chunks not
|   loaded by the client entry.
| Public routes (landing, catálogo, curso, auth) may load at most 150 KB in
| total and 20 KB of their own; every page also keeps its own ceiling.
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
 * render loads, whether it is a public route, and the most gzipped
 * JavaScript each may load (KB). The ceilings are today's sizes with a
 * little room: they stop a page from growing unnoticed.
 */
const BUDGET_PAGES = [
  { name: 'landing', page: 'inertia/pages/home.tsx', with: [], public: true, ceilingKb: 150 },
  {
    name: 'catálogo',
    page: 'inertia/pages/courses/index.tsx',
    with: [],
    public: true,
    ceilingKb: 148,
  },
  {
    name: 'curso',
    page: 'inertia/pages/courses/show.tsx',
    with: [],
    public: true,
    ceilingKb: 150,
  },
  { name: 'auth', page: 'inertia/pages/auth/show.tsx', with: [], public: true, ceilingKb: 150 },
  {
    name: 'dashboard',
    page: 'inertia/pages/dashboard/show.tsx',
    with: [MEMBER_HEADER],
    /* 155: the footer's privacy text says what the device keeps for offline reading (issue 31). */
    ceilingKb: 155,
  },
  /* 179: the paywall says a waiting boleto/Pix and offers the annual Pix plan (issue 31).
     180: every page registers the service worker and keeps the install offer (PWA, issue 31). */
  { name: 'aula', page: 'inertia/pages/lessons/show.tsx', with: [MEMBER_HEADER], ceilingKb: 180 },
  {
    name: 'painel (admin)',
    page: 'inertia/pages/admin/dashboard.tsx',
    with: [ADMIN_LAYOUT],
    ceilingKb: 141,
  },
]

/** Public routes: at most this much gzipped JavaScript in total, shared floor included. */
const PUBLIC_ROUTE_TOTAL_BYTES = 150 * 1024

/** Public routes: at most this much gzipped JavaScript of the page's own (beyond the shared floor). */
const PUBLIC_ROUTE_OWN_BYTES = 20 * 1024

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
  const shared = new Set(
    [...staticClosure(manifest, CLIENT_ENTRY)].map((key) => manifest[key].file)
  )
  const files = [...new Set([...keys].map((key) => manifest[key].file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readAsset(file), { level: 9 }).length,
      shared: shared.has(file),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const sum = (entries) => entries.reduce((total, entry) => total + entry.gzipBytes, 0)
  return {
    files,
    gzipBytes: sum(files),
    ownGzipBytes: sum(files.filter((entry) => !entry.shared)),
  }
}

/** What the budget allows a page: its ceiling, and on public routes the total and own limits. */
function limitsOf(page) {
  return {
    name: page.name,
    public: page.public === true,
    ceilingBytes: page.ceilingKb * 1024,
    totalLimitBytes: page.public ? PUBLIC_ROUTE_TOTAL_BYTES : null,
    ownLimitBytes: page.public ? PUBLIC_ROUTE_OWN_BYTES : null,
  }
}

/** Every budget page measured against a build written to disk (the public/assets of a build). */
function measureBuiltAssets(assetsDir) {
  const manifest = JSON.parse(readFileSync(join(assetsDir, '.vite', 'manifest.json'), 'utf8'))
  const readAsset = (file) => readFileSync(join(assetsDir, file))
  return BUDGET_PAGES.map((page) => ({
    ...limitsOf(page),
    ...routeJavascript(manifest, page, readAsset),
  }))
}

/**
 * Builds the client bundle in memory (nothing written, no server bundle) and
 * measures every budget page; each file also lists the source modules in it.
 * Run it with NODE_ENV=production (React's development build otherwise).
 */
async function measureFreshBuild(root) {
  const { build, loadConfigFromFile } = await import('vite')
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(root, 'vite.config.ts'),
    root,
    'silent'
  )
  /* The service worker is a build of its own that no page loads (and it would write public/sw.js). */
  const plugins = (config.plugins ?? [])
    .flat(Infinity)
    .filter((plugin) => !plugin?.name?.startsWith('vite-plugin-pwa'))
  const result = await build({
    ...config,
    plugins,
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
    build: { ...config.build, write: false },
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
      ...limitsOf(page),
      gzipBytes: measured.gzipBytes,
      ownGzipBytes: measured.ownGzipBytes,
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
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
    const verdict = (bytes, limit) => (bytes <= limit ? 'ok' : 'ACIMA')
    for (const page of pages) {
      const checks = [
        `teto ${kb(page.ceilingBytes)}: ${verdict(page.gzipBytes, page.ceilingBytes)}`,
      ]
      if (page.public) {
        checks.push(
          `total ≤ ${kb(page.totalLimitBytes)}: ${verdict(page.gzipBytes, page.totalLimitBytes)}`,
          `própria ≤ ${kb(page.ownLimitBytes)}: ${verdict(page.ownGzipBytes, page.ownLimitBytes)}`
        )
      }
      console.log(
        `${page.name.padEnd(15)} ${kb(page.gzipBytes).padStart(9)} gzip (própria ${kb(page.ownGzipBytes).padStart(8)})  ${checks.join('; ')}`
      )
      if (args.includes('--files')) {
        for (const file of page.files) {
          const kind = file.shared ? 'base' : 'própria'
          console.log(`    ${kb(file.gzipBytes).padStart(9)}  ${kind.padEnd(7)}  ${file.file}`)
        }
      }
    }
  }
}
