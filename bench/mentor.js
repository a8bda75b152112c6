/*
| Mentor benchmark: retrieval quality and time to the first token.
|
|   MENTOR_PER_MINUTE=1000 MENTOR_DAILY_LIMIT_PREMIUM=100000 npm start   # in another terminal
|   node_modules/.bin/node bench/mentor.js [http://localhost:3333] [--email E --password P] [--misses]
|
| It signs in as the seeded Premium learner (aluno@ganjatalks.com.br), asks
| every question of bench/data/mentor_eval.json to its course's mentor over
| HTTP exactly as the chat does (streamed NDJSON), and prints:
| - hit@3: the share of questions whose expected lesson is among the first
|   three lessons the answer cites (an answer 'nothing relevant' is a miss);
| - p50 / p95 time to the first token (first `delta` event) in ms.
| Without MENTOR_API_URL the server answers in offline (extractive) mode,
| which is what the target (hit@3 ≥ 90 %) is measured on. The raised limits
| above only let one learner ask every question in a row. At the end the
| bench's conversations are closed ('Nova conversa').
*/
import { readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3333'
const email = option('email', 'aluno@ganjatalks.com.br')
const password = option('password', 'aluno12345')
const showMisses = args.includes('--misses')
const evaluation = JSON.parse(
  readFileSync(new URL('./data/mentor_eval.json', import.meta.url), 'utf8')
).questions

const jar = new Map()
function keep(response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
}
function headers(extra = {}) {
  const xsrf = jar.get('XSRF-TOKEN')
  return {
    'cookie': [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    'accept': 'application/json',
    'content-type': 'application/json',
    ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
    ...extra,
  }
}

async function signIn() {
  keep(await fetch(new URL('/auth', base), { headers: { accept: 'text/html' } }))
  const response = await fetch(new URL('/auth/entrar', base), {
    method: 'POST',
    redirect: 'manual',
    headers: headers(),
    body: JSON.stringify({ email, password }),
  })
  keep(response)
  if (process.env.BENCH_DEBUG) {
    const page = await fetch(new URL('/auth?aba=login', base), {
      headers: headers({ accept: 'text/html' }),
    })
    console.log((await page.text()).match(/"flash[^}]*}/)?.[0])
  }
  const dashboard = await fetch(new URL('/dashboard', base), {
    redirect: 'manual',
    headers: headers({ accept: 'text/html' }),
  })
  keep(dashboard)
  if (dashboard.status !== 200) throw new Error(`não foi possível entrar como ${email}`)
}

async function ask(course, question) {
  const start = performance.now()
  const response = await fetch(new URL(`/cursos/${course}/mentor/perguntas`, base), {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ question }),
  })
  keep(response)
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  const decoder = new TextDecoder()
  let buffer = ''
  let firstToken = null
  let answer = null
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true })
    const lines = buffer.split('\n')
    buffer = lines.pop()
    for (const line of lines) {
      if (!line.trim()) continue
      const event = JSON.parse(line)
      if (event.type === 'delta' && firstToken === null) firstToken = performance.now() - start
      if (event.type === 'done') answer = event.answer
      if (event.type === 'error') throw new Error(event.message)
    }
  }
  return { firstToken, answer }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

await signIn()
const times = []
const misses = []
let hits = 0
for (const item of evaluation) {
  const { firstToken, answer } = await ask(item.course, item.question)
  times.push(firstToken)
  const cited = answer.kind === 'nothing_relevant' ? [] : answer.citations.slice(0, 3)
  if (cited.some((citation) => citation.position === item.lesson)) hits += 1
  else misses.push({ ...item, kind: answer.kind, cited: cited.map((c) => c.position) })
}
for (const course of new Set(evaluation.map((item) => item.course)))
  await fetch(new URL(`/cursos/${course}/mentor/conversa`, base), {
    method: 'DELETE',
    headers: headers(),
  })

const rate = (hits / evaluation.length) * 100
console.log(`Mentor IA — ${evaluation.length} perguntas em ${base}`)
console.log(`hit@3: ${rate.toFixed(1)}% (${hits}/${evaluation.length}) — meta ≥ 90%`)
console.log(
  `primeiro token: p50 ${percentile(times, 50).toFixed(1)} ms · p95 ${percentile(times, 95).toFixed(1)} ms`
)
if (showMisses)
  for (const miss of misses)
    console.log(
      `  ✗ [${miss.course}] "${miss.question}" → esperada aula ${miss.lesson}, citadas ${miss.cited.join(', ') || '—'} (${miss.kind})`
    )
process.exitCode = rate >= 90 ? 0 : 1
