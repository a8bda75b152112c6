import { test } from '@japa/runner'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { mailDirectory } from '#config/mail'
import { hydrated } from '../helpers.js'

/** Waits for the newest text mail written for this recipient by the file transport and returns its link. */
async function linkFromMailFolder(recipient: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = await readdir(mailDirectory).catch(() => [] as string[])
    const newest = files
      .filter((name) => name.endsWith(`-${recipient}.txt`))
      .sort()
      .pop()
    if (newest) {
      const text = await readFile(join(mailDirectory, newest), 'utf8')
      const link = text.match(/https?:\/\/\S+/)?.[0]
      if (link) {
        /* The folder only serves this test: drop this recipient's files once read. */
        const base = newest.replace(/\.txt$/, '')
        await Promise.all(
          ['.txt', '.html', '.eml'].map((ext) =>
            rm(join(mailDirectory, base + ext), { force: true })
          )
        )
        return link
      }
    }
    await sleep(100)
  }
  throw new Error(`nenhum e-mail para ${recipient} em ${mailDirectory}`)
}

test.group('Sign-up in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('sign up, open the confirmation link from the mail folder, land on the dashboard', async ({
    visit,
  }) => {
    const email = `ana.${Date.now()}@exemplo.com.br`
    const page = await hydrated(await visit('/auth'))

    await page.assertExists(page.getByRole('tab', { name: 'Criar Conta' }))
    await page.getByLabel('Nome Completo').fill('Ana Beatriz Souza')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha').fill('segredo123')
    await page.getByRole('button', { name: 'Criar Conta' }).click()

    await page.waitForURL('**/auth/confirmar-email')
    await page.assertTextContains('body', 'Cadastro realizado com sucesso!')
    await page.assertTextContains('body', email)

    const link = new URL(await linkFromMailFolder(email))
    await page.goto(`${link.pathname}${link.search}`)

    await page.waitForURL('**/dashboard')
    await page.assertTextContains('h1', 'Bem-vindo de volta, Ana!')
    await page.assertTextContains('body', 'E-mail confirmado!')
  })

  test("the app's pt-BR messages, not the browser's bubbles, appear next to each field before anything is sent", async ({
    visit,
    assert,
  }) => {
    const page = await hydrated(await visit('/auth'))
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })
    /* noValidate: the browser shows no bubble of its own, the form speaks for itself. */
    await page.assertExists(
      page.locator('form[novalidate]').filter({ has: page.locator('#signup-email') })
    )

    await page.getByLabel('Nome Completo').fill('Bia')
    await page.getByLabel('E-mail').fill('bia@')
    await page.getByLabel('Senha').fill('123')
    await page.getByRole('button', { name: 'Criar Conta' }).click()

    await page.assertTextContains('#signup-email-error', 'Informe um e-mail válido.')
    await page.assertTextContains(
      '#signup-password-error',
      'A senha precisa ter pelo menos 6 caracteres.'
    )
    assert.equal(await page.locator('#signup-email').getAttribute('aria-invalid'), 'true')
    await page.assertInputValue('#signup-fullName', 'Bia')
    await page.assertInputValue('#signup-email', 'bia@')
    await page.assertInputValue('#signup-password', '123')
    assert.deepEqual(sent, [])

    /* Fixed fields lose their message on the next try. */
    await page.getByLabel('E-mail').fill('bia@exemplo.com.br')
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    await page.locator('#signup-email-error').waitFor({ state: 'detached' })
    await page.assertTextContains(
      '#signup-password-error',
      'A senha precisa ter pelo menos 6 caracteres.'
    )
  })
})
