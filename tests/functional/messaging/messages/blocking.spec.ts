import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { toastOf } from '#tests/helpers/toast'
import { countRows, member, messagesOf, pair, sendMessage, submit } from './support.js'

test.group('Direct messages: blocking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('once Ana blocks Bruno, neither can write to the other until she unblocks', async ({
    client,
    assert,
  }) => {
    const { ana, bruno, conversation } = await pair('Ana Souza', 'Bruno Lima')

    const blocked = await submit(client, 'post', `/membros/${bruno.id}/bloqueio`, ana).header(
      'referer',
      `/mensagens/${conversation.id}`
    )
    blocked.assertStatus(302)
    blocked.assertHeader('location', `/mensagens/${conversation.id}`)
    assert.equal(toastOf(blocked)?.title, 'Membro bloqueado')
    /* Blocking twice is one block. */
    await submit(client, 'post', `/membros/${bruno.id}/bloqueio`, ana)
    assert.equal(await countRows('member_blocks', { blocker_id: ana.id, blocked_id: bruno.id }), 1)

    /* Bruno, the blocked one, can neither continue… */
    const fromBruno = await sendMessage(client, conversation.id, bruno, 'Oi?')
    fromBruno.assertStatus(403)
    assert.equal(
      fromBruno.body().errors[0].message,
      'Este membro não está recebendo mensagens suas.'
    )
    /* …nor start again from the member card. */
    const restart = await submit(client, 'post', `/mensagens/com/${ana.id}`, bruno)
    assert.deepEqual(toastOf(restart), {
      title: 'Erro',
      description:
        'Não foi possível iniciar a conversa. Este membro não está recebendo mensagens suas.',
      variant: 'destructive',
    })
    restart.assertHeader('location', '/')

    /* Ana, the blocker, is told to unblock first. */
    const fromAna = await sendMessage(client, conversation.id, ana, 'Tchau')
    fromAna.assertStatus(403)
    assert.equal(
      fromAna.body().errors[0].message,
      'Você bloqueou este membro. Desbloqueie para voltar a conversar.'
    )
    assert.lengthOf(await messagesOf(conversation), 0)

    /* Both still read the conversation; the page knows who blocked. */
    const anaPage = await client.get(`/mensagens/${conversation.id}`).loginAs(ana).withInertia()
    assert.deepInclude(anaPage.inertiaProps.selected, {
      blockedByViewer: true,
      blockedByOther: false,
    })
    const brunoPage = await client.get(`/mensagens/${conversation.id}`).loginAs(bruno).withInertia()
    assert.deepInclude(brunoPage.inertiaProps.selected, {
      blockedByViewer: false,
      blockedByOther: true,
    })

    /* Bruno cannot lift Ana's block; Ana can. */
    await submit(client, 'delete', `/membros/${ana.id}/bloqueio`, bruno)
    assert.equal(await countRows('member_blocks'), 1)
    const unblocked = await submit(client, 'delete', `/membros/${bruno.id}/bloqueio`, ana)
    assert.equal(toastOf(unblocked)?.title, 'Membro desbloqueado')
    assert.equal(await countRows('member_blocks'), 0)

    const again = await sendMessage(client, conversation.id, bruno, 'Voltamos!')
    again.assertStatus(201)
    const answer = await sendMessage(client, conversation.id, ana, 'Sim!')
    answer.assertStatus(201)
  })

  test('a block set by the other side stops starting a conversation too', async ({
    client,
    assert,
  }) => {
    const ana = await member('Ana Souza')
    const bruno = await member('Bruno Lima')
    await submit(client, 'post', `/membros/${ana.id}/bloqueio`, bruno)

    const fromAna = await submit(client, 'post', `/mensagens/com/${bruno.id}`, ana)
    assert.equal(
      toastOf(fromAna)?.description,
      'Não foi possível iniciar a conversa. Este membro não está recebendo mensagens suas.'
    )
    const fromBruno = await submit(client, 'post', `/mensagens/com/${ana.id}`, bruno)
    assert.equal(
      toastOf(fromBruno)?.description,
      'Não foi possível iniciar a conversa. Você bloqueou este membro. Desbloqueie para voltar a conversar.'
    )
    assert.equal(await countRows('conversations'), 0)
  })

  test('blocking oneself or an unknown member is refused with a toast', async ({
    client,
    assert,
  }) => {
    const ana = await member()
    const self = await submit(client, 'post', `/membros/${ana.id}/bloqueio`, ana)
    assert.equal(toastOf(self)?.description, 'Você não pode bloquear você mesmo.')
    const unknown = await submit(client, 'post', '/membros/999999/bloqueio', ana)
    assert.equal(toastOf(unknown)?.description, 'Membro não encontrado.')
    assert.equal(await countRows('member_blocks'), 0)
  })
})
