import { test } from '@japa/runner'
import { execSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/* .npmrc keeps npm quiet (loglevel=error): the root postinstall is the line that says the install ended. */
const postinstall = JSON.parse(readFileSync('package.json', 'utf8')).scripts.postinstall as string

test.group('npm install', () => {
  test('the project install ends with a Portuguese line naming the next step', ({ assert }) => {
    const output = execSync(postinstall, { encoding: 'utf8' })
    assert.include(output, '✔ Dependências do Ganja Talks instaladas. Próximo passo: npm start')
  })

  test('an install of the production build (no npm start there) prints nothing', ({ assert }) => {
    const build = mkdtempSync(join(tmpdir(), 'gt-build-'))
    try {
      assert.equal(execSync(postinstall, { cwd: build, encoding: 'utf8' }), '')
    } finally {
      rmSync(build, { recursive: true, force: true })
    }
  })
})
