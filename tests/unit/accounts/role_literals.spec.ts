import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { join, relative } from 'node:path'
import { ADMIN_ROLES, PROFILE_ROLES } from '#domain/accounts/roles'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const SCANNED = ['app', 'inertia', 'start', 'commands']
const ROLES_MODULE = 'app/domain/accounts/roles.ts'

/* A role name in quotes: 'admin', "editor", `instructor`. */
const ROLE_LITERAL = new RegExp(
  `(['"\`])(${[...new Set([...ADMIN_ROLES, ...PROFILE_ROLES])].join('|')})\\1`
)

/** Lines that say a role name without deciding anything about roles, and why. */
const ALLOWED: { file: string; line: RegExp; why: string }[] = [
  { file: 'start/routes/admin.ts', line: /\.as\('admin'\)/, why: 'the route group name admin.*' },
]

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.tsx?$/.test(entry.name) ? [path] : []
    })
  )
  return nested.flat()
}

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*|\|)/.test(line)

test.group('Roles', () => {
  test('no file but #domain/accounts/roles names a role to decide on it', async ({ assert }) => {
    const perFolder = await Promise.all(SCANNED.map(sourceFiles))
    const files = perFolder.flat()
    assert.isAbove(files.length, 100)
    const offenders: string[] = []
    for (const path of files) {
      const file = relative(root, join(root, path)).split('\\').join('/')
      if (file === ROLES_MODULE) continue
      const source = await readFile(join(root, path), 'utf8')
      const lines = source.split('\n')
      lines.forEach((line, index) => {
        if (isComment(line) || !ROLE_LITERAL.test(line)) return
        if (ALLOWED.some((allowed) => allowed.file === file && allowed.line.test(line))) return
        offenders.push(`${file}:${index + 1}: ${line.trim()}`)
      })
    }
    assert.deepEqual(offenders, [])
  })
})
