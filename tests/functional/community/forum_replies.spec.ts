import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import ForumReply from '#models/forum_reply'
import { DiscussionFactory, ReplyFactory } from '#database/factories/forum_factory'
import { toastOf } from '#tests/helpers/toast'
import { fieldErrors } from '../accounts/support.js'
import {
  countRows,
  discussionBy,
  discussionPath,
  fresh,
  member,
  postedAgo,
  submit,
  discussionField,
  replyField,
} from './forum_helpers.js'

type ReplyProp = { id: number; body: string; author: { id: number } }

test.group('Forum replies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member replies: the reply shows, the count grows and the discussion moves up', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member(), {
      lastActivityAt: DateTime.now().minus({ hours: 3 }),
    })
    const older = await discussionBy(await member(), {
      lastActivityAt: DateTime.now().minus({ hours: 1 }),
    })
    const replier = await member('Rui Alves')

    const response = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/respostas`,
      replier,
      { reply: '  Rego a cada quatro dias.  ' }
    )

    response.assertStatus(302)
    assert.equal(toastOf(response)?.title, 'Resposta enviada!')
    const stored = await fresh(discussion)
    assert.equal(stored.repliesCount, 1)
    assert.isAbove(
      stored.lastActivityAt.toMillis(),
      DateTime.now().minus({ minutes: 5 }).toMillis()
    )

    const page = await client.get(discussionPath(discussion)).withInertia()
    const replies: ReplyProp[] = page.inertiaProps.replies
    assert.deepEqual(
      replies.map((reply) => [reply.body, reply.author.id]),
      [['Rego a cada quatro dias.', replier.id]]
    )
    assert.equal(page.inertiaProps.discussion.repliesCount, 1)

    /* 'Recentes' orders by last activity: the discussion just answered comes first. */
    const list = await client.get('/comunidade').withInertia()
    assert.deepEqual(
      list.inertiaProps.discussions.map((d: { id: number }) => d.id),
      [discussion.id, older.id]
    )
  })

  test(
    'an {kind} reply goes back with "Escreva uma resposta antes de enviar." and nothing is stored'
  )
    .with([
      { kind: 'empty', body: '' },
      { kind: 'all-whitespace', body: '   \n\t  ' },
    ])
    .run(async ({ client, assert }, { body }) => {
      const discussion = await discussionBy(await member())
      const response = await submit(
        client,
        'post',
        `/comunidade/discussoes/${discussion.id}/respostas`,
        await member(),
        { reply: body }
      )
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response, 'reply'), ['Escreva uma resposta antes de enviar.'])
      assert.equal(await countRows('forum_replies'), 0)
      assert.equal(await discussionField(discussion, 'repliesCount'), 0)
    })

  test('a reply over 5000 characters is refused with its pt-BR message', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const response = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/respostas`,
      await member(),
      { reply: 'a'.repeat(5001) }
    )
    assert.deepEqual(fieldErrors(response, 'reply'), [
      'A resposta pode ter no máximo 5000 caracteres.',
    ])
    assert.equal(await countRows('forum_replies'), 0)
  })

  test('a locked discussion takes no reply: toast "Discussão trancada"', async ({
    client,
    assert,
  }) => {
    const discussion = await DiscussionFactory.apply('locked').with('author').create()
    const response = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/respostas`,
      await member(),
      { reply: 'Quero responder mesmo assim.' }
    )
    response.assertStatus(302)
    assert.include(toastOf(response), { title: 'Discussão trancada', variant: 'destructive' })
    assert.equal(await countRows('forum_replies'), 0)
    assert.equal(await discussionField(discussion, 'repliesCount'), 0)
  })

  test('replying to a hidden discussion answers "Publicação não encontrada" to anyone but its author', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const discussion = await DiscussionFactory.apply('hidden').merge({ userId: author.id }).create()

    const response = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/respostas`,
      await member(),
      { reply: 'Resposta a algo oculto.' }
    )
    response.assertStatus(302)
    assert.include(toastOf(response), {
      title: 'Publicação não encontrada',
      variant: 'destructive',
    })
    assert.equal(await countRows('forum_replies'), 0)

    /* Its author still sees it, and may still answer the moderation there. */
    const own = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/respostas`,
      author,
      { reply: 'Ajustei o texto.' }
    )
    assert.equal(toastOf(own)?.title, 'Resposta enviada!')
  })

  test('replying, editing or deleting with ids that do not exist never crashes', async ({
    client,
    assert,
  }) => {
    const user = await member()
    for (const id of ['999999999']) {
      for (const response of [
        await submit(client, 'post', `/comunidade/discussoes/${id}/respostas`, user, {
          reply: 'Oi',
        }),
        await submit(client, 'put', `/comunidade/respostas/${id}`, user, { reply: 'Oi' }),
        await submit(client, 'delete', `/comunidade/respostas/${id}`, user),
      ]) {
        response.assertStatus(302)
        assert.equal(toastOf(response)?.title, 'Publicação não encontrada')
      }
    }
  })

  test('the author edits their reply and it shows as edited; another member gets 403', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const author = await member()
    const reply = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: author.id,
      body: 'Texto original.',
    }).create()

    const intruder = await submit(
      client,
      'put',
      `/comunidade/respostas/${reply.id}`,
      await member(),
      {
        reply: 'Texto de outra pessoa.',
      }
    )
    intruder.assertStatus(403)
    assert.equal(await replyField(reply, 'body'), 'Texto original.')

    const edit = await submit(client, 'put', `/comunidade/respostas/${reply.id}`, author, {
      reply: 'Texto corrigido.',
    })
    edit.assertStatus(302)
    assert.equal(toastOf(edit)?.title, 'Resposta atualizada')
    const stored = await ForumReply.findOrFail(reply.id)
    assert.equal(stored.body, 'Texto corrigido.')
    assert.isNotNull(stored.editedAt)

    const page = await client.get(discussionPath(discussion)).withInertia()
    assert.isNotNull(page.inertiaProps.replies[0].editedAt)
  })

  test('the author deletes their reply within 30 minutes and the count goes down; later it stays', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const author = await member()
    const recent = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: author.id,
    }).create()
    const old = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: author.id,
    }).create()
    await postedAgo('forum_replies', old.id, 31)
    assert.equal(await discussionField(discussion, 'repliesCount'), 2)

    const other = await submit(
      client,
      'delete',
      `/comunidade/respostas/${recent.id}`,
      await member()
    )
    other.assertStatus(403)

    const removed = await submit(client, 'delete', `/comunidade/respostas/${recent.id}`, author)
    removed.assertStatus(302)
    assert.equal(toastOf(removed)?.title, 'Resposta excluída')
    assert.isNull(await ForumReply.find(recent.id))
    assert.equal(await discussionField(discussion, 'repliesCount'), 1)

    const late = await submit(client, 'delete', `/comunidade/respostas/${old.id}`, author)
    late.assertStatus(302)
    assert.include(toastOf(late), { title: 'Não é mais possível excluir', variant: 'destructive' })
    assert.isNotNull(await ForumReply.find(old.id))
    assert.equal(await discussionField(discussion, 'repliesCount'), 1)
  })

  test('replies come 20 a page, oldest first', async ({ client, assert }) => {
    const discussion = await discussionBy(await member())
    const author = await member()
    for (let i = 1; i <= 21; i++) {
      await ReplyFactory.merge({
        discussionId: discussion.id,
        userId: author.id,
        body: `Resposta ${i}`,
        createdAt: DateTime.now().minus({ minutes: 100 - i }),
      }).create()
    }

    const first = await client.get(discussionPath(discussion)).withInertia()
    assert.lengthOf(first.inertiaProps.replies, 20)
    assert.equal(first.inertiaProps.replies[0].body, 'Resposta 1')
    assert.deepEqual(first.inertiaProps.repliesPagination, {
      currentPage: 1,
      lastPage: 2,
      total: 21,
    })
    const second = await client.get(`${discussionPath(discussion)}?pagina=2`).withInertia()
    assert.deepEqual(
      second.inertiaProps.replies.map((reply: ReplyProp) => reply.body),
      ['Resposta 21']
    )

    /* A garbled page number in a shared link opens the discussion at its first page. */
    for (const pagina of ['abc', '-1', '99999']) {
      const garbled = await client
        .get(`${discussionPath(discussion)}?pagina=${pagina}`)
        .withInertia()
        .redirects(0)
      garbled.assertStatus(200)
      assert.equal(garbled.inertiaProps.repliesPagination.currentPage, 1, pagina)
      assert.lengthOf(garbled.inertiaProps.replies, 20)
    }
  })
})
