import { test } from '@japa/runner'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error plain JavaScript module of the npm scripts (no types)
import { ensureEnvFile, loadEnv, startAddress } from '../../../bin/lib/env_file.js'

/** Runs `work` with PORT/APP_URL/HOST set as on the command line, then restores them. */
function withCommandLine(vars: Record<string, string | undefined>, work: () => void) {
  const saved = { PORT: process.env.PORT, APP_URL: process.env.APP_URL, HOST: process.env.HOST }
  for (const [key, value] of Object.entries({
    PORT: undefined,
    APP_URL: undefined,
    HOST: undefined,
    ...vars,
  })) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  try {
    work()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

test.group('npm start: the .env it writes', (group) => {
  let dir = ''
  group.each.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'gt-env-'))
    return () => rmSync(dir, { recursive: true, force: true })
  })

  test('the first start writes the port and address it was started with', ({ assert }) => {
    withCommandLine({ PORT: '4010' }, () => ensureEnvFile(dir))
    const written = readFileSync(join(dir, '.env'), 'utf8')
    assert.include(written, 'PORT=4010\n')
    assert.include(written, 'APP_URL=http://localhost:4010\n')
  })

  test('without a port the .env says 3333', ({ assert }) => {
    withCommandLine({}, () => ensureEnvFile(dir))
    const written = readFileSync(join(dir, '.env'), 'utf8')
    assert.include(written, 'PORT=3333\n')
    assert.include(written, 'APP_URL=http://localhost:3333\n')
    assert.deepEqual(startAddress({ PORT: 'abc' }).port, 3333)
  })

  test('a later PORT on the command line moves the default address with it', ({ assert }) => {
    writeFileSync(join(dir, '.env'), 'PORT=3333\nAPP_URL=http://localhost:3333\n')
    withCommandLine({ PORT: '4020' }, () => {
      assert.equal(loadEnv(dir).APP_URL, 'http://localhost:4020')
    })
    withCommandLine({ PORT: '4020', APP_URL: 'https://escola.example' }, () => {
      assert.equal(loadEnv(dir).APP_URL, 'https://escola.example')
    })
  })

  test('an address chosen by the operator is never rewritten', ({ assert }) => {
    writeFileSync(join(dir, '.env'), 'PORT=3333\nAPP_URL=https://ganjatalks.com.br\n')
    withCommandLine({ PORT: '4030' }, () => {
      assert.equal(loadEnv(dir).APP_URL, 'https://ganjatalks.com.br')
    })
  })
})
