import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Profile from '#models/profile'
import ForumService from '#services/community/forum_service'
import { UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { discussionSlug } from '#domain/community/forum'
import { hydrated, toastWith } from '../helpers.js'

async function member(fullName: string) {
  const user = await UserFactory.merge({ fullName, emailVerifiedAt: DateTime.now() }).create()
  await Profile.create({ userId: user.id, fullName, specialty: 'Cultivo', role: 'student' })
  return user
}

test.group('Notifications in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the bell counts a reply live, opens it at the reply and clears with “Marcar todas como lidas”', async ({
    browserContext,
    visit,
  }) => {
    const author = await member('Beatriz Almeida')
    const helper = await member('Caio Ferreira')
    const discussion = await DiscussionFactory.merge({
      userId: author.id,
      title: 'Tricomas âmbar na colheita',
    }).create()
    const forum = new ForumService()

    await browserContext.loginAs(author)
    /*
     * The page must stay the one the member is on: the dev server's live reload
     * (its only WebSocket; Transmit is server-sent events) would reload it when
     * a file changes during the run.
     */
    await browserContext.routeWebSocket(/.*/, () => {})
    const page = await hydrated(await visit('/dashboard'))
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor()

    /* Another member answers: the open page hears it without a reload. */
    const answer = await forum.reply(discussion, helper.id, 'Colha com 10% de âmbar.')
    const bell = page.getByRole('button', { name: 'Notificações, 1 não lida' })
    await bell.waitFor()
    await page.assertTextContains('[data-testid="count-badge"]', '1')

    await bell.click()
    const item = page.getByRole('menuitem', {
      name: /Caio Ferreira respondeu “Tricomas âmbar na colheita”/,
    })
    await item.click()
    await page.waitForURL(
      (url) =>
        url.pathname ===
          `/comunidade/discussoes/${discussion.id}/${discussionSlug(discussion.title)}` &&
        url.hash === `#resposta-${answer.id}`
    )
    await page.getByText('Colha com 10% de âmbar.').waitFor()
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor()

    /* Two more, live again; 'Marcar todas como lidas' clears the badge. */
    await forum.like(helper.id, discussion.id)
    const dora = await member('Dora Lima')
    await forum.reply(discussion, dora.id, 'Concordo com o Caio.')
    await page.getByRole('button', { name: 'Notificações, 2 não lidas' }).click()
    await page.getByRole('menuitem', { name: /Caio Ferreira curtiu/ }).waitFor()
    await page.getByRole('menuitem', { name: 'Marcar todas como lidas' }).click()
    const clearedBell = page.getByRole('button', { name: 'Notificações', exact: true })
    await clearedBell.waitFor()
    await page.assertNotExists('[data-testid="count-badge"]')

    /* Opened again, the menu lists them as read (no 'Não lida'). */
    await clearedBell.click()
    await page
      .getByRole('menuitem', {
        name: /^Caio Ferreira curtiu “Tricomas âmbar na colheita”.*agora mesmo$/,
      })
      .waitFor()
  })

  test('the profile’s Notificações card saves what comes by e-mail; a failed payment stays e-mailed', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const learner = await member('Beatriz Almeida')
    await browserContext.loginAs(learner)
    await browserContext.routeWebSocket(/.*/, () => {})
    let page = await hydrated(await visit('/perfil'))

    const card = page.locator('#notificacoes')
    const replies = card.getByRole('group', { name: 'Respostas às suas discussões' })
    const payment = card.getByRole('group', { name: 'Falha no pagamento da assinatura' })
    await page.assertChecked(replies.getByRole('checkbox', { name: 'Por e-mail' }))
    await page.assertDisabled(payment.getByRole('checkbox', { name: 'Por e-mail' }))
    await payment.getByText('Sempre enviamos por e-mail').waitFor()

    await replies.getByRole('checkbox', { name: 'Por e-mail' }).uncheck()
    await card.getByRole('button', { name: 'Salvar preferências' }).click()
    await page.assertVisible(toastWith(page, 'Preferências de notificação salvas'))

    page = await hydrated(await visit('/perfil'))
    const saved = page
      .locator('#notificacoes')
      .getByRole('group', { name: 'Respostas às suas discussões' })
    await page.assertNotChecked(saved.getByRole('checkbox', { name: 'Por e-mail' }))
    await page.assertChecked(saved.getByRole('checkbox', { name: 'No site' }))
    assert.isTrue(
      await page
        .locator('#notificacoes')
        .getByRole('group', { name: 'Falha no pagamento da assinatura' })
        .getByRole('checkbox', { name: 'Por e-mail' })
        .isChecked()
    )
  })
})
