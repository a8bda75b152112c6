import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated, toastWith, switchMember } from '../helpers.js'

async function member(fullName: string, specialty: string) {
  const user = await UserFactory.merge({ fullName, emailVerifiedAt: DateTime.now() }).create()
  await Profile.create({ userId: user.id, fullName, specialty, role: 'student' })
  return user
}

/** The discussion's own actions (not a reply's). */
function discussionActions(page: Page) {
  return page.getByRole('group', { name: 'Ações da discussão' })
}

function replyBy(page: Page, author: string) {
  return page.getByRole('article', { name: author })
}

test.group('Community forum in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member asks, another answers and likes, the author marks the solution, a moderator hides a reply', async ({
    visit,
    browserContext,
  }) => {
    const author = await member('Beatriz Almeida', 'Cultivo orgânico')
    const helper = await member('Caio Ferreira', 'Agronomia')
    const moderator = await member('Helena Prado', 'Moderação')
    await AdminUser.create({ userId: moderator.id, role: 'editor' })

    /* The author opens 'Nova Discussão' and publishes. */
    await browserContext.loginAs(author)
    let page = await hydrated(await visit('/comunidade'))
    await page.getByRole('button', { name: 'Nova Discussão' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova Discussão' })
    await dialog.getByLabel('Título').fill('Colheita precoce reduz a potência?')
    await dialog.getByLabel('Categoria').selectOption('cultivo')
    await dialog
      .getByLabel('Conteúdo')
      .fill('Colhi com **tricomas** ainda transparentes. Perdi potência?')
    await dialog.getByLabel('Tags').fill('tricomas, Genética')
    await dialog.getByRole('button', { name: 'Publicar discussão' }).click()

    await page.waitForURL(/\/comunidade\/discussoes\/\d+\/colheita-precoce-reduz-a-potencia$/)
    await page.assertTextContains('h1', 'Colheita precoce reduz a potência?')
    await page.assertVisible(toastWith(page, 'Discussão publicada!'))
    const discussionUrl = page.url()

    /* Another member answers (an empty answer cannot be sent) and likes the discussion. */
    await switchMember(browserContext, helper)
    page = await hydrated(await visit(discussionUrl))
    const send = page.getByRole('button', { name: 'Responder' })
    await page.getByLabel('Sua resposta').fill('   ')
    await page.assertDisabled(send)
    await page
      .getByLabel('Sua resposta')
      .fill('Sim: tricomas transparentes indicam colheita cedo demais. Espere os leitosos.')
    await send.click()
    await page.assertVisible(toastWith(page, 'Resposta enviada!'))
    await page.assertVisible(replyBy(page, 'Caio Ferreira').getByText('Espere os leitosos.'))
    await page.assertInputValue('textarea[name="reply"]', '')

    const like = discussionActions(page).getByRole('button', { name: /Curtir/ })
    await like.click()
    await page.assertVisible(
      discussionActions(page).getByRole('button', { name: /Curtido.*1 curtida/, pressed: true })
    )

    /* The author marks the answer as the solution. */
    await switchMember(browserContext, author)
    page = await hydrated(await visit(discussionUrl))
    await replyBy(page, 'Caio Ferreira')
      .getByRole('button', { name: 'Marcar como solução' })
      .click()
    await page.assertVisible(toastWith(page, 'Solução marcada'))
    await page.assertVisible(
      replyBy(page, 'Caio Ferreira').getByRole('button', { name: 'Desmarcar solução' })
    )

    /* Both find it in 'Em Alta' and by a search without accents, marked as solved. */
    page = await hydrated(await visit('/comunidade/em-alta'))
    const trendingCard = page.getByRole('article').filter({
      has: page.getByRole('link', { name: 'Colheita precoce reduz a potência?' }),
    })
    await page.assertVisible(trendingCard.getByText('Resolvida', { exact: true }))

    await switchMember(browserContext, helper)
    page = await hydrated(await visit('/comunidade'))
    await page.getByRole('searchbox', { name: 'Buscar discussões' }).fill('genetica')
    await page.getByRole('searchbox', { name: 'Buscar discussões' }).press('Enter')
    await page.waitForURL(/q=genetica/)
    await page.assertVisible(page.getByRole('link', { name: 'Colheita precoce reduz a potência?' }))

    /* A moderator hides the reply with a reason; the author of the discussion no longer sees it. */
    await switchMember(browserContext, moderator)
    page = await hydrated(await visit(discussionUrl))
    await replyBy(page, 'Caio Ferreira').getByRole('button', { name: 'Ocultar' }).click()
    const hide = page.getByRole('dialog', { name: 'Ocultar resposta' })
    await hide.getByLabel('Motivo').fill('Conteúdo fora do tema')
    await hide.getByRole('button', { name: 'Ocultar' }).click()
    await page.assertVisible(toastWith(page, 'Resposta ocultada'))
    await page.assertVisible(
      replyBy(page, 'Caio Ferreira').getByText('Oculta pela moderação: Conteúdo fora do tema')
    )

    await switchMember(browserContext, author)
    page = await hydrated(await visit(discussionUrl))
    await page.assertTextContains('h1', 'Colheita precoce reduz a potência?')
    await page.assertNotExists(replyBy(page, 'Caio Ferreira'))
  })

  test('a visitor reads a discussion and is invited to sign in to take part', async ({ visit }) => {
    const author = await member('Beatriz Almeida', 'Cultivo orgânico')
    const { default: ForumService } = await import('#services/community/forum_service')
    const discussion = await new ForumService().create(author.id, {
      title: 'Secagem lenta em clima úmido',
      category: 'cultivo',
      body: 'Como manter **60%** de umidade na secagem?',
      tags: ['secagem'],
    })

    const page = await hydrated(await visit(`/comunidade/discussoes/${discussion.id}`))
    await page.waitForURL(/\/comunidade\/discussoes\/\d+\/secagem-lenta-em-clima-umido$/)
    await page.assertTextContains('h1', 'Secagem lenta em clima úmido')
    await page.assertVisible(page.getByText('60%'))
    await page.assertVisible(page.getByRole('link', { name: 'Entre para responder' }))
    await page
      .getByRole('link', { name: /Entre para curtir/ })
      .first()
      .click()
    await page.waitForURL(/\/auth/)
  })
})
