/*
| Page throughput benchmark.
|
|   npm start                      # in another terminal (production build)
|   node_modules/.bin/node bench/pages.js [http://localhost:3333] [--seconds 5] [--concurrency 8] [--pid <server pid>]
|
| For each page it measures requests per second and latency percentiles with
| N concurrent clients, and prints the ratio against a baseline measured in
| the same run: a static file (/favicon.svg) served by the same process. A
| ratio is comparable across machines; raw numbers are not. With --pid the
| server's resident memory is sampled before and after.
*/
import { readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3333'
const seconds = Number(option('seconds', 5))
const concurrency = Number(option('concurrency', 8))
const pid = option('pid', null)

const PAGES = [
  { name: 'baseline: arquivo estático', path: '/favicon.svg' },
  { name: 'landing (SSR)', path: '/' },
  { name: 'catálogo (SSR)', path: '/cursos' },
  { name: 'busca no catálogo', path: '/cursos?q=canabinoide' },
  { name: 'página de curso (SSR)', path: '/cursos/cultivo-indoor-avancado' },
  { name: 'podcast', path: '/podcast' },
  { name: '404', path: '/nao-existe' },
]

function rssMb() {
  if (!pid) return null
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
  return kb / 1024
}

async function measure(path) {
  const url = new URL(path, base).href
  const latencies = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  async function worker() {
    while (performance.now() < deadline) {
      const start = performance.now()
      try {
        const response = await fetch(url, { headers: { accept: 'text/html' } })
        await response.arrayBuffer()
        if (response.status >= 500) errors += 1
      } catch {
        errors += 1
      }
      latencies.push(performance.now() - start)
    }
  }
  await fetch(url).then((response) => response.arrayBuffer()) // warm-up
  await Promise.all(Array.from({ length: concurrency }, worker))
  latencies.sort((a, b) => a - b)
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return { rps: latencies.length / seconds, p50: pick(0.5), p95: pick(0.95), errors }
}

const memoryBefore = rssMb()
const rows = []
for (const page of PAGES) {
  rows.push({ ...page, ...(await measure(page.path)) })
}
const baseline = rows[0].rps
console.log(`\n${base} · ${seconds}s por página · ${concurrency} clientes simultâneos\n`)
console.log(
  'página'.padEnd(32),
  'req/s'.padStart(9),
  'p50 ms'.padStart(9),
  'p95 ms'.padStart(9),
  'razão/base'.padStart(11),
  'erros'.padStart(6)
)
for (const row of rows) {
  console.log(
    row.name.padEnd(32),
    row.rps.toFixed(1).padStart(9),
    row.p50.toFixed(1).padStart(9),
    row.p95.toFixed(1).padStart(9),
    (row.rps / baseline).toFixed(3).padStart(11),
    String(row.errors).padStart(6)
  )
}
if (memoryBefore !== null) {
  console.log(
    `\nmemória do servidor (RSS): ${memoryBefore.toFixed(1)} MB antes, ${rssMb().toFixed(1)} MB depois`
  )
}
