import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import testUtils from '@adonisjs/core/services/test_utils'
import Conversation from '#models/conversation'
import DirectMessageSent from '#events/direct_message_sent'
import { MESSAGE_LIMITS } from '#domain/messaging/messages'
import { messagesOf, pair, sendMessage, unreadMessagesOf } from './support.js'

test.group('Direct messages: sending', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => emitter.restore())

  test('a message is stored trimmed, moves the conversation up and tells the recipient', async ({
    client,
    assert,
  }) => {
    const events = emitter.fake([DirectMessageSent])
    const { ana, bruno, conversation } = await pair('Ana Souza', 'Bruno Lima')
    await Conversation.query()
      .where('id', conversation.id)
      .update({ updated_at: new Date('2026-01-01T00:00:00Z') })

    const response = await sendMessage(client, conversation.id, ana, '  Oi Bruno!\nTudo bem?  ')
    response.assertStatus(201)
    const { message } = response.body()
    assert.containSubset(message, {
      conversationId: conversation.id,
      senderId: ana.id,
      content: 'Oi Bruno!\nTudo bem?',
      isRead: false,
    })
    assert.isNumber(message.id)

    const stored = await messagesOf(conversation)
    assert.deepEqual(
      stored.map((row) => row.content),
      ['Oi Bruno!\nTudo bem?']
    )
    const moved = await Conversation.findOrFail(conversation.id)
    assert.isAbove(moved.updatedAt.toMillis(), new Date('2026-01-02T00:00:00Z').getTime())

    events.assertEmitted(DirectMessageSent, ({ data }) => {
      return (
        data.recipientId === bruno.id &&
        data.senderId === ana.id &&
        data.senderName === 'Ana Souza' &&
        data.conversationId === conversation.id
      )
    })
    assert.equal(await unreadMessagesOf(client, bruno), 1)
    assert.equal(await unreadMessagesOf(client, ana), 0)
  })

  test('an empty, blank or too long message is refused in pt-BR and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { ana, conversation } = await pair()
    const cases = [
      ['', 'Escreva uma mensagem antes de enviar.'],
      ['   \n  ', 'Escreva uma mensagem antes de enviar.'],
      [null, 'Escreva uma mensagem antes de enviar.'],
      ['a'.repeat(MESSAGE_LIMITS.maxLength + 1), 'A mensagem pode ter no máximo 2000 caracteres.'],
    ] as const
    for (const [text, error] of cases) {
      const response = await sendMessage(client, conversation.id, ana, text)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].message, error)
    }
    const longest = await sendMessage(client, conversation.id, ana, 'a'.repeat(2000))
    longest.assertStatus(201)
    assert.lengthOf(await messagesOf(conversation), 1)
  })

  test('a member sends at most 30 messages a minute; the 31st is refused in pt-BR', async ({
    client,
    assert,
  }) => {
    const { ana, bruno, conversation } = await pair()
    for (let i = 1; i <= MESSAGE_LIMITS.perMinute; i++) {
      const response = await sendMessage(client, conversation.id, ana, `Mensagem ${i}`)
      response.assertStatus(201)
    }
    const refused = await sendMessage(client, conversation.id, ana, 'Mais uma')
    refused.assertStatus(429)
    assert.match(
      refused.body().message,
      /^Muitas mensagens em pouco tempo\. Tente de novo em (\d+ segundos?|1 minuto)\.$/
    )
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.lengthOf(await messagesOf(conversation), MESSAGE_LIMITS.perMinute)

    /* The limit is Ana's, not the conversation's. */
    const answer = await sendMessage(client, conversation.id, bruno, 'Calma, Ana!')
    answer.assertStatus(201)
  })
})
