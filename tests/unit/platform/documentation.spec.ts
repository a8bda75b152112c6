/*
| The docs say only what is true, and this file checks every claim a script can
| check: README and architecture lengths and commands, the demo logins, every
| route named, the feature folders, which controllers may `try`, every
| environment variable and ace command documented, every path named in the docs
| present, and decision records numbered without gaps.
*/
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEMO_ADMIN, DEMO_LEARNER } from '#database/seeding/demo_users'

const read = (path: string) => readFileSync(app.makePath(path), 'utf8')
const lines = (text: string) => text.replace(/\n$/, '').split('\n')
const docs = () =>
  readdirSync(app.makePath('docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`)

/** The lines of one `## ` section of a Markdown document, without the heading. */
function section(markdown: string, heading: string) {
  const all = lines(markdown)
  const start = all.findIndex((line) => line === `## ${heading}`)
  if (start === -1) throw new Error(`section '## ${heading}' is missing`)
  const end = all.findIndex((line, index) => index > start && line.startsWith('## '))
  return all.slice(start + 1, end === -1 ? undefined : end)
}

/** The features named in the first column of the table in architecture.md, 'Pastas por funcionalidade'. */
function documentedFeatures() {
  return section(read('docs/architecture.md'), 'Pastas por funcionalidade')
    .map((line) => line.match(/^\| `([a-z_]+)` +\|/)?.[1])
    .filter((feature): feature is string => !!feature)
}

const subfolders = (path: string) =>
  existsSync(app.makePath(path))
    ? readdirSync(app.makePath(path)).filter((entry) =>
        statSync(app.makePath(path, entry)).isDirectory()
      )
    : []

/* The three stream routes are registered by @adonisjs/transmit itself, without names. */
const LIBRARY_ROUTES = new Set([
  '/__transmit/events',
  '/__transmit/subscribe',
  '/__transmit/unsubscribe',
])

test.group('Documentation: README', () => {
  test('the README stays short and gives the two quick-start commands', ({ assert }) => {
    const readme = read('README.md')
    assert.isAtMost(lines(readme).length, 150)
    assert.include(readme, '```bash\nnpm install && npm start\n```')
    assert.include(readme, '```bash\nnpm test\n```')
  })

  test('the README prints the demo logins the seeder creates', ({ assert }) => {
    const readme = read('README.md')
    for (const account of [DEMO_ADMIN, DEMO_LEARNER]) {
      assert.include(readme, `\`${account.email}\``)
      assert.include(readme, `\`${account.password}\``)
    }
  })
})

test.group('Documentation: architecture', () => {
  test('the architecture document stays under 300 lines', ({ assert }) => {
    assert.isAtMost(lines(read('docs/architecture.md')).length, 300)
  })

  test('every route the router registers has a name', ({ assert }) => {
    router.commit() // what the HTTP server does at boot; a second commit is a no-op
    const routes = Object.values(router.toJSON()).flat()
    assert.isAbove(routes.length, 100)
    const unnamed = routes
      .filter((route) => !route.name && !LIBRARY_ROUTES.has(route.pattern))
      .map((route) => `${route.methods.join('|')} ${route.pattern}`)
    assert.deepEqual(unnamed, [], 'routes without .as(...)')
  })

  test('every feature folder the document names exists in each layer', ({ assert }) => {
    const features = documentedFeatures()
    assert.isAtLeast(features.length, 10)
    const required = [
      'app/services',
      'app/domain',
      'inertia/components',
      'tests/unit',
      'tests/functional',
    ]
    const missing = required.flatMap((root) =>
      features
        .filter((feature) => !existsSync(app.makePath(root, feature)))
        .map((f) => `${root}/${f}`)
    )
    assert.deepEqual(missing, [], 'feature folders named in docs/architecture.md but absent')
  })

  test('no feature folder exists that the document does not name', ({ assert }) => {
    const features = new Set(documentedFeatures())
    const shared: Record<string, string[]> = { 'inertia/components': ['ui'] }
    const roots = [
      'app/services',
      'app/domain',
      'inertia/components',
      'tests/unit',
      'tests/functional',
      'tests/browser',
    ]
    const unknown = roots.flatMap((root) =>
      subfolders(root)
        .filter((folder) => !features.has(folder) && !(shared[root] ?? []).includes(folder))
        .map((folder) => `${root}/${folder}`)
    )
    assert.deepEqual(unknown, [], 'folders missing from the table in docs/architecture.md')
  })

  test('only the controllers the document lists contain a try, and at most two', ({ assert }) => {
    const claim = lines(read('docs/architecture.md')).find((line) =>
      line.startsWith('Controllers com `try`:')
    )
    assert.exists(claim, "docs/architecture.md names the controllers with 'Controllers com `try`:'")
    const allowed = [...claim!.matchAll(/`([a-z_/]+_controller\.ts)`/g)].map((match) => match[1])
    assert.isAtMost(allowed.length, 2)

    const withTry: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(app.makePath(dir), { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else if (/\btry\s*\{/.test(read(path))) withTry.push(entry.name)
      }
    }
    walk('app/controllers')
    assert.deepEqual(
      withTry.filter((name) => !allowed.includes(name)),
      [],
      'controllers with try that docs/architecture.md does not list'
    )
  })
})

test.group('Documentation: operations', () => {
  test('every environment variable start/env.ts reads is documented', ({ assert }) => {
    const variables = [
      ...read('start/env.ts').matchAll(/^\s+([A-Z][A-Z0-9_]+): Env\.schema/gm),
    ].map((match) => match[1])
    assert.isAbove(variables.length, 40)
    const written = ['README.md', ...docs()].map(read).join('\n')
    const undocumented = variables.filter((name) => !new RegExp(`\\b${name}\\b`).test(written))
    assert.deepEqual(undocumented, [], 'variables of start/env.ts absent from README.md and docs/')
  })

  test('every `npm run ace -- <command>` in the docs is a real ace command', async ({ assert }) => {
    const known = new Set<string>()
    for (const loader of app.rcFile.commands) {
      const commands = typeof loader === 'function' ? await loader() : loader
      for (const command of await commands.getMetaData()) known.add(command.commandName)
    }
    for (const file of readdirSync(app.commandsPath()).filter((name) => name.endsWith('.ts'))) {
      const { default: command } = await import(pathToFileURL(app.commandsPath(file)).href)
      known.add(command.commandName)
    }
    assert.isTrue(known.has('users:create'))

    const mentioned = ['README.md', ...docs()].flatMap((file) =>
      [...read(file).matchAll(/npm run ace -- ([a-z][\w-]*:[\w:-]+)/g)].map((match) => ({
        file,
        command: match[1],
      }))
    )
    assert.isAbove(mentioned.length, 3)
    assert.deepEqual(
      mentioned.filter(({ command }) => !known.has(command)),
      [],
      'ace commands named in the docs that `node ace list` does not have'
    )
  })
})

test.group('Documentation: references', () => {
  test('every repository path and document link in the short docs exists', ({ assert }) => {
    const roots =
      'app|bench|bin|commands|config|database|docs|inertia|providers|resources|start|tests'
    const pathPattern = new RegExp(`\`((?:${roots})/[\\w./-]*)\``, 'g')
    const missing: string[] = []
    for (const file of ['README.md', 'docs/architecture.md', 'docs/operations.md']) {
      const text = read(file)
      const base = file.startsWith('docs/') ? 'docs' : ''
      for (const [, path] of text.matchAll(pathPattern)) {
        if (!existsSync(app.makePath(path))) missing.push(`${file}: ${path}`)
      }
      for (const [, link] of text.matchAll(/\]\(([\w./-]+\.md)(?:#[^)]*)?\)/g)) {
        if (!existsSync(app.makePath(base, link))) missing.push(`${file}: ${link}`)
      }
    }
    assert.deepEqual([...new Set(missing)], [], 'paths and links in the docs that do not exist')
  })

  test('decision records are numbered from 1 without gaps in every section', ({ assert }) => {
    const decisions = read('docs/decisions.md')
    /* One line per decision; issues 30 and 31 bring more of them. */
    assert.isAtMost(lines(decisions).length, 400)
    const problems: string[] = []
    let heading = ''
    let expected = 1
    for (const line of lines(decisions)) {
      if (line.startsWith('## ')) {
        heading = line.slice(3)
        expected = 1
        continue
      }
      const number = line.match(/^(\d+)\. /)?.[1]
      if (!number) continue
      if (Number(number) !== expected) problems.push(`${heading}: ${number} after ${expected - 1}`)
      if (!line.slice(number.length + 2).startsWith('**'))
        problems.push(`${heading} ${number}: no bold decision`)
      expected = Number(number) + 1
    }
    assert.isAbove(decisions.split('\n').filter((line) => /^\d+\. \*\*/.test(line)).length, 150)
    assert.deepEqual(problems, [])
  })
})
