import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import Profile from '#models/profile'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated, toastWith } from '../helpers.js'

async function member(fullName: string, specialty: string) {
  const user = await UserFactory.merge({ fullName, emailVerifiedAt: DateTime.now() }).create()
  await Profile.create({ userId: user.id, fullName, specialty, role: 'student' })
  return user
}

/** Resolves once the page's Transmit client was allowed onto `channel` (the live path, not the catch-up). */
function subscribed(page: Page, channel: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/__transmit/subscribe') &&
      response.status() === 204 &&
      (response.request().postData() ?? '').includes(channel)
  )
}

function messageLog(page: Page) {
  return page.getByRole('log')
}

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Sua mensagem' })
}

test.group('Direct messages in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('two members exchange messages and each sees the other’s arrive without reloading', async ({
    visit,
    browser,
    browserContext,
    assert,
    cleanup,
  }) => {
    const ana = await member('Ana Souza', 'Farmacologia')
    const bruno = await member('Bruno Lima', 'Cultivo orgânico')

    /* Bruno waits on 'Mensagens' in his own browser. */
    const brunoContext = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    cleanup(() => brunoContext.close())
    await brunoContext.loginAs(bruno)
    const brunoPage = await brunoContext.newPage()

    /* Ana finds him among the members and opens a conversation. */
    await browserContext.loginAs(ana)
    const anaPage = await hydrated(await visit('/comunidade/membros'))
    await anaPage.assertNotExists(anaPage.getByRole('button', { name: 'Mensagem para Ana Souza' }))
    await anaPage.getByRole('button', { name: 'Mensagem para Bruno Lima' }).click()
    await anaPage.waitForURL(/\/mensagens\/\d+$/)
    await anaPage.getByRole('heading', { name: 'Bruno Lima' }).waitFor()
    await anaPage.getByText('Início da conversa. Diga olá!').waitFor()
    const panel = await anaPage.getByTestId('messages-panel').boundingBox()
    assert.equal(panel?.height, 600)

    const brunoListens = subscribed(brunoPage, `users/${bruno.id}`)
    await brunoPage.goto('/mensagens')
    await hydrated(brunoPage)
    await brunoPage.getByText('Selecione uma conversa').waitFor()
    await brunoPage
      .getByRole('link', { name: /Ana Souza/ })
      .getByText('Nenhuma mensagem ainda')
      .waitFor()
    await brunoListens

    /* Blank text cannot be sent; Enter sends the trimmed text. */
    await composer(anaPage).fill('   ')
    await anaPage.assertDisabled(anaPage.getByRole('button', { name: 'Enviar mensagem' }))
    await composer(anaPage).fill('  Oi Bruno! Tudo bem?  ')
    await composer(anaPage).press('Enter')
    await messageLog(anaPage).getByText('Oi Bruno! Tudo bem?', { exact: true }).waitFor()
    await anaPage.assertInputValue('textarea', '')

    /* Bruno's list shows it, unread, without a reload; he opens it. */
    const brunoItem = brunoPage.getByRole('link', { name: /Ana Souza/ })
    await brunoItem.getByText('1 mensagem não lida').waitFor()
    await brunoItem.getByText('Oi Bruno! Tudo bem?').waitFor()
    const brunoOpens = subscribed(brunoPage, 'conversations/')
    await brunoItem.click()
    await brunoPage.waitForURL(/\/mensagens\/\d+$/)
    await messageLog(brunoPage).getByText('Oi Bruno! Tudo bem?', { exact: true }).waitFor()
    await brunoOpens

    /* Ana sees he read it. */
    await messageLog(anaPage).getByText('Lida', { exact: true }).waitFor({ state: 'attached' })

    /* Shift+Enter breaks the line, Enter sends; Ana sees it arrive. */
    await composer(brunoPage).pressSequentially('Tudo ótimo!')
    await composer(brunoPage).press('Shift+Enter')
    await composer(brunoPage).pressSequentially('E você?')
    await composer(brunoPage).press('Enter')
    await messageLog(brunoPage).getByText('E você?').waitFor()
    const reply = messageLog(anaPage).getByText(/Tudo ótimo!\s+E você\?/)
    await reply.waitFor()
    assert.equal(await reply.textContent(), 'Tudo ótimo!\nE você?')

    /* Ana answers live too. */
    await composer(anaPage).fill('Também! Até amanhã.')
    await anaPage.getByRole('button', { name: 'Enviar mensagem' }).click()
    await messageLog(brunoPage).getByText('Também! Até amanhã.').waitFor()

    /* Bruno blocks Ana; her next message fails, the toast says so and her text stays. */
    await brunoPage.getByRole('button', { name: 'Bloquear' }).click()
    const confirm = brunoPage.getByRole('alertdialog', { name: 'Bloquear Ana Souza?' })
    await confirm.getByRole('button', { name: 'Bloquear' }).click()
    await toastWith(brunoPage, 'Membro bloqueado').waitFor()
    await brunoPage
      .getByText('Você bloqueou Ana Souza. Desbloqueie para voltar a conversar.')
      .waitFor()
    await brunoPage.getByRole('button', { name: 'Desbloquear' }).waitFor()

    await composer(anaPage).fill('Ainda está aí?')
    await composer(anaPage).press('Enter')
    await toastWith(anaPage, 'Não foi possível enviar a mensagem.').waitFor()
    await anaPage.assertInputValue('textarea', 'Ainda está aí?')
    await anaPage.assertNotExists(messageLog(anaPage).getByText('Ainda está aí?'))
  })

  test('on a phone the list comes first, then the conversation (opened from a profile) with a way back', async ({
    browser,
    cleanup,
  }) => {
    const ana = await member('Ana Souza', 'Farmacologia')
    await member('Bruno Lima', 'Cultivo orgânico')
    const phone = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
      viewport: { width: 390, height: 844 },
    })
    cleanup(() => phone.close())
    await phone.loginAs(ana)
    const page = await phone.newPage()

    await page.goto('/mensagens')
    await hydrated(page)
    await page.getByText('Nenhuma conversa ainda').waitFor()
    await page.getByText('Inicie uma conversa com outros membros!').waitFor()
    await page.getByRole('link', { name: 'Ver membros da comunidade' }).click()
    await page.waitForURL(/\/comunidade\/membros$/)
    await page.getByRole('link', { name: /Ver perfil.*Bruno Lima/ }).click()
    await page.waitForURL(/\/perfil\/\d+$/)
    await page.getByRole('button', { name: 'Enviar mensagem para Bruno Lima' }).click()
    await page.waitForURL(/\/mensagens\/\d+$/)
    await page.getByRole('heading', { name: 'Bruno Lima' }).waitFor()
    await page.assertNotVisible(page.getByRole('navigation', { name: 'Conversas' }))

    await page.getByRole('link', { name: 'Voltar às conversas' }).click()
    await page.waitForURL(/\/mensagens$/)
    await page.getByRole('link', { name: /Bruno Lima/ }).waitFor()
  })
})
