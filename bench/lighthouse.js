/*
| Lighthouse (mobile preset: a mid-range phone, slow 4G and a 4× slower CPU,
| all simulated) on the public pages, against a running server.
|
|   npm start                      # in another terminal (production build)
|   node_modules/.bin/node bench/lighthouse.js [http://localhost:3333] [--runs 3] [--details]
|
| For each page it prints the four scores (performance, accessibility, best
| practices, SEO), the JavaScript the page downloaded (as sent, and gzipped:
| the unit of the per-route budget) and the main metrics. With --runs N each
| page is measured N times and the run with the median performance score is
| shown, followed by every run's score (the simulated phone scales the CPU
| time it observes, so a busy machine lowers a run); --details lists every
| audit below 90 % for each page.
| Chromium: /usr/bin/chromium (or CHROMIUM_PATH), headless.
*/
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bin/lib/chromium.js'
import { option } from './lib/harness.js'

const args = process.argv.slice(2)
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3333'
const runs = Math.max(1, Number(option('runs', 1)))
const details = args.includes('--details')

const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'catálogo', path: '/cursos' },
  { name: 'curso', path: '/cursos/cultivo-indoor-avancado' },
  { name: 'auth', path: '/auth' },
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS]

/** Starts Chromium with its DevTools port on a free port; resolves with the port and a stop(). */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'gt-lighthouse-'))
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] }
  )
  const stop = () => {
    chromium.kill('SIGKILL')
    rmSync(profile, { recursive: true, force: true })
  }
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error('o Chromium não abriu em 15 s')), 15_000)
    chromium.on('error', reject)
    chromium.stderr.on('data', (chunk) => {
      output += chunk
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)
      if (match) {
        clearTimeout(timer)
        resolve({ port: Number(match[1]), stop })
      }
    })
    chromium.on('exit', (code) => reject(new Error(`o Chromium saiu (código ${code}):\n${output}`)))
  })
}

/** The page's scripts, gzipped as a server would send them to a browser asking for gzip. */
async function scriptsGzipBytes(requests) {
  const sizes = await Promise.all(
    requests.map(async ({ url }) => {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
    })
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  })
  const lhr = result.lhr
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(new URL(url).origin)
  )
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])
    ),
    jsSentBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsGzipBytes: await scriptsGzipBytes(scripts),
    metrics: {
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    },
    failing: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9)
      .filter((entry) => entry.scoreDisplayMode !== 'informative')
      .map(
        (entry) =>
          `${entry.id}: ${entry.title}${entry.displayValue ? ` (${entry.displayValue})` : ''}`
      ),
  }
}

/* Lighthouse sometimes loses a trace (NO_NAVSTART…) on a busy machine: such a run is repeated. */
async function auditWithRetry(port, url, attemptsLeft = 3) {
  try {
    return await audit(port, url)
  } catch (error) {
    if (attemptsLeft <= 1) throw error
    console.error(`  (repetindo ${url}: ${error.message.split('\n')[0]})`)
    return auditWithRetry(port, url, attemptsLeft - 1)
  }
}

const chromium = await launchChromium()
const rows = []
try {
  for (const page of PAGES) {
    const url = new URL(page.path, base).href
    const attempts = []
    for (let run = 0; run < runs; run++) attempts.push(await auditWithRetry(chromium.port, url))
    attempts.sort((a, b) => a.scores.performance - b.scores.performance)
    rows.push({
      ...page,
      ...attempts[Math.floor(attempts.length / 2)],
      runScores: attempts.map((attempt) => attempt.scores.performance),
    })
  }
} finally {
  chromium.stop()
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} · celular (simulado) · ${base} · ${runs} execução(ões) por página (mediana)\n`
)
console.log(
  'página'.padEnd(10),
  'desemp.'.padStart(8),
  'acessib.'.padStart(9),
  'boas pr.'.padStart(9),
  'SEO'.padStart(5),
  'JS enviado'.padStart(11),
  'JS gzip'.padStart(9),
  'FCP ms'.padStart(7),
  'LCP ms'.padStart(7),
  'TBT ms'.padStart(7),
  'CLS'.padStart(6)
)
for (const row of rows) {
  console.log(
    row.name.padEnd(10),
    String(row.scores.performance).padStart(8),
    String(row.scores.accessibility).padStart(9),
    String(row.scores['best-practices']).padStart(9),
    String(row.scores.seo).padStart(5),
    `${kb(row.jsSentBytes)} KB`.padStart(11),
    `${kb(row.jsGzipBytes)} KB`.padStart(9),
    String(Math.round(row.metrics.fcp)).padStart(7),
    String(Math.round(row.metrics.lcp)).padStart(7),
    String(Math.round(row.metrics.tbt)).padStart(7),
    row.metrics.cls.toFixed(3).padStart(6),
    runs > 1 ? `  (desempenho por execução: ${row.runScores.join(', ')})` : ''
  )
}
if (details) {
  for (const row of rows) {
    console.log(`\n${row.name} (${row.path}): auditorias abaixo de 90 %`)
    for (const line of row.failing) console.log(`  - ${line}`)
  }
}
