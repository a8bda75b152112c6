/*
| `notifications:digest` as cron runs it: `node ace.js notifications:digest` in
| its own process (console environment, where the HTTP server never committed
| the routes), against the test database, writing its e-mail with the file
| transport. The in-process tests (digest.spec.ts) run inside the test server,
| which is why a command that could not build its links went unnoticed there.
| The data is committed (the child process cannot see a test transaction) and
| removed afterwards.
*/
import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import app from '@adonisjs/core/services/app'
import type User from '#models/user'
import { member, notificationFor, notificationsOf } from './helpers.js'

function runCommand(env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['ace.js', 'notifications:digest'],
      {
        cwd: fileURLToPath(app.appRoot),
        env: { ...process.env, ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` })
      }
    )
  })
}

test.group('notifications:digest as a separate process (cron)', (group) => {
  let mailDir: string
  const created: User[] = []

  group.each.setup(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gt-digest-'))
    return async () => {
      await rm(mailDir, { recursive: true, force: true })
      for (const user of created.splice(0)) await user.delete()
    }
  })

  test('sends the digest with absolute links and exits successfully', async ({ assert }) => {
    const ana = await member('Ana Cron')
    created.push(ana)
    await notificationFor(ana)

    const { code, output } = await runCommand({
      MAIL_DIR: mailDir,
      APP_URL: 'https://escola.exemplo.com.br',
    })

    assert.equal(code, 0, output)
    assert.include(output, 'Resumo enviado para 1 membro.')
    assert.notInclude(output, 'falh')
    const written = await readdir(mailDir)
    const files = written.filter((file) => file.endsWith('.txt') && file.includes(ana.email))
    assert.lengthOf(files, 1, `e-mails gravados: ${written.join(', ')}`)
    const text = await readFile(join(mailDir, files[0]), 'utf8')
    assert.include(text, 'Caio Ferreira enviou uma nova mensagem')
    assert.include(text, 'https://escola.exemplo.com.br/notificacoes')
    const [notification] = await notificationsOf(ana)
    assert.isNotNull(notification.emailedAt)
  }).timeout(90_000)
})
