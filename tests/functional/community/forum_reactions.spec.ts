import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import ForumReport from '#models/forum_report'
import ForumService from '#services/community/forum_service'
import { DiscussionFactory, ReplyFactory } from '#database/factories/forum_factory'
import { UserFactory } from '#database/factories/course_factory'
import { toastOf } from '#tests/helpers/toast'
import { fieldErrors } from '../accounts/support.js'
import {
  countRows,
  discussionBy,
  discussionPath,
  member,
  submit,
  discussionField,
  replyField,
} from './forum_helpers.js'
import ForumReply from '#models/forum_reply'

type Card = { id: number; isSolved: boolean; liked: boolean; bookmarked: boolean }

async function replyTo(discussion: { id: number }, author: User, body?: string) {
  return ReplyFactory.merge({
    discussionId: discussion.id,
    userId: author.id,
    ...(body ? { body } : {}),
  }).create()
}

async function countersOf(client: ApiClient, user: User, viewer: User) {
  const page = await client.get(`/perfil/${user.id}`).loginAs(viewer).withInertia()
  return page.inertiaProps.counters as { points: number; helpfulAnswers: number }
}

test.group('Forum likes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('liking twice counts once and unliking twice leaves 0, never −1', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const fan = await member()
    const url = `/comunidade/discussoes/${discussion.id}/curtida`

    for (let i = 0; i < 2; i++) {
      const like = await submit(client, 'post', url, fan)
      like.assertStatus(302)
    }
    assert.equal(await discussionField(discussion, 'likesCount'), 1)
    assert.equal(await countRows('forum_discussion_likes', { discussion_id: discussion.id }), 1)
    const page = await client.get(discussionPath(discussion)).loginAs(fan).withInertia()
    assert.deepInclude(page.inertiaProps.discussion, { likesCount: 1, liked: true })
    const asOther = await client
      .get(discussionPath(discussion))
      .loginAs(await member())
      .withInertia()
    assert.isFalse(asOther.inertiaProps.discussion.liked)

    for (let i = 0; i < 2; i++) {
      const unlike = await submit(client, 'delete', url, fan)
      unlike.assertStatus(302)
    }
    assert.equal(await discussionField(discussion, 'likesCount'), 0)
    assert.equal(await countRows('forum_discussion_likes', { discussion_id: discussion.id }), 0)
  })

  test('a reply is liked once per member and unliked down to 0', async ({ client, assert }) => {
    const discussion = await discussionBy(await member())
    const reply = await replyTo(discussion, await member())
    const fan = await member()
    const url = `/comunidade/respostas/${reply.id}/curtida`

    await submit(client, 'post', url, fan)
    await submit(client, 'post', url, fan)
    await submit(client, 'post', url, await member())
    assert.equal(await replyField(reply, 'likesCount'), 2)
    const page = await client.get(discussionPath(discussion)).loginAs(fan).withInertia()
    assert.deepInclude(page.inertiaProps.replies[0], { likesCount: 2, liked: true })

    await submit(client, 'delete', url, fan)
    await submit(client, 'delete', url, fan)
    assert.equal(await replyField(reply, 'likesCount'), 1)
  })

  test('liking a hidden discussion or a missing post answers a toast and counts nothing', async ({
    client,
    assert,
  }) => {
    const hidden = await DiscussionFactory.apply('hidden').with('author').create()
    const fan = await member()
    for (const url of [
      `/comunidade/discussoes/${hidden.id}/curtida`,
      '/comunidade/discussoes/999999999/curtida',
      '/comunidade/respostas/999999999/curtida',
    ]) {
      const response = await submit(client, 'post', url, fan)
      response.assertStatus(302)
      assert.equal(toastOf(response)?.title, 'Publicação não encontrada', url)
    }
    assert.equal(await discussionField(hidden, 'likesCount'), 0)
    assert.equal(await countRows('forum_discussion_likes'), 0)
  })
})

/*
| Concurrency needs real commits: inside the global test transaction every
| request shares one connection. This group writes for real and deletes what
| it created afterwards (users cascade to their posts and likes).
*/
test.group('Forum likes at the same time', (group) => {
  let created: number[] = []
  group.each.setup(() => {
    created = []
    return async () => {
      if (created.length) await User.query().whereIn('id', created).delete()
    }
  })

  async function people(count: number) {
    const users = await UserFactory.createMany(count)
    created.push(...users.map((user) => user.id))
    return users
  }

  test('ten members liking at once leave 10 likes; one member in two tabs leaves 1', async ({
    assert,
  }) => {
    const forum = await app.container.make(ForumService)
    const [author, ...fans] = await people(11)
    const discussion = await DiscussionFactory.merge({ userId: author.id }).create()
    const reply = await replyTo(discussion, author)

    await Promise.all(fans.map((fan) => forum.like(fan.id, discussion.id)))
    await Promise.all(fans.map((fan) => forum.likeReply(fan.id, reply.id)))
    assert.equal(await discussionField(discussion, 'likesCount'), 10)
    assert.equal(await replyField(reply, 'likesCount'), 10)

    await Promise.all(fans.map((fan) => forum.unlike(fan.id, discussion.id)))
    await Promise.all(fans.map((fan) => forum.unlikeReply(fan.id, reply.id)))
    assert.equal(await discussionField(discussion, 'likesCount'), 0)
    assert.equal(await replyField(reply, 'likesCount'), 0)

    const [fan] = fans
    await Promise.all([forum.like(fan.id, discussion.id), forum.like(fan.id, discussion.id)])
    await Promise.all([forum.likeReply(fan.id, reply.id), forum.likeReply(fan.id, reply.id)])
    assert.equal(await discussionField(discussion, 'likesCount'), 1)
    assert.equal(await replyField(reply, 'likesCount'), 1)

    await Promise.all([forum.unlike(fan.id, discussion.id), forum.unlike(fan.id, discussion.id)])
    await Promise.all([forum.unlikeReply(fan.id, reply.id), forum.unlikeReply(fan.id, reply.id)])
    assert.equal(await discussionField(discussion, 'likesCount'), 0)
    assert.equal(await replyField(reply, 'likesCount'), 0)
  })

  test('ten replies sent at once count 10', async ({ assert }) => {
    const forum = await app.container.make(ForumService)
    const [author, ...repliers] = await people(11)
    const discussion = await DiscussionFactory.merge({ userId: author.id }).create()

    await Promise.all(
      repliers.map((user) => forum.reply(discussion, user.id, 'Resposta simultânea'))
    )

    assert.equal(await discussionField(discussion, 'repliesCount'), 10)
  })
})

test.group('Forum bookmarks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member saves a discussion (once) and removes it again', async ({ client, assert }) => {
    const discussion = await discussionBy(await member())
    const reader = await member()
    const url = `/comunidade/discussoes/${discussion.id}/salva`

    const save = await submit(client, 'post', url, reader)
    save.assertStatus(302)
    assert.equal(toastOf(save)?.title, 'Discussão salva')
    await submit(client, 'post', url, reader)
    assert.equal(await countRows('forum_bookmarks', { user_id: reader.id }), 1)
    const page = await client.get(discussionPath(discussion)).loginAs(reader).withInertia()
    assert.isTrue(page.inertiaProps.discussion.bookmarked)

    const remove = await submit(client, 'delete', url, reader)
    assert.equal(toastOf(remove)?.title, 'Discussão removida das salvas')
    assert.equal(await countRows('forum_bookmarks', { user_id: reader.id }), 0)
  })

  test('"Salvas" lists only what the viewer saved and "Minhas" only what they wrote', async ({
    client,
    assert,
  }) => {
    const viewer = await member()
    const someone = await member()
    const mine = await discussionBy(viewer)
    const saved = await discussionBy(someone)
    const savedByOther = await discussionBy(someone)
    await discussionBy(someone)
    const forum = new ForumService()
    await forum.bookmark(viewer.id, saved.id)
    await forum.bookmark(someone.id, savedByOther.id)

    const ids = (response: { inertiaProps: Record<string, any> }) =>
      response.inertiaProps.discussions.map((card: Card) => card.id)

    const savedList = await client.get('/comunidade?salvas=1').loginAs(viewer).withInertia()
    assert.deepEqual(ids(savedList), [saved.id])
    assert.isTrue(savedList.inertiaProps.discussions[0].bookmarked)
    assert.isTrue(savedList.inertiaProps.filters.saved)

    const mineList = await client.get('/comunidade?minhas=1').loginAs(viewer).withInertia()
    assert.deepEqual(ids(mineList), [mine.id])
    assert.isTrue(mineList.inertiaProps.filters.mine)
  })
})

test.group('Forum solution', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the author accepts a reply: the discussion is solved and the reply's author earns a help and 15 points", async ({
    client,
    assert,
  }) => {
    const author = await member()
    const helper = await member()
    const discussion = await discussionBy(author)
    const reply = await replyTo(discussion, helper, 'Use um higrômetro.')
    const before = await countersOf(client, helper, author)
    assert.equal(before.helpfulAnswers, 0)

    const response = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/solucao`,
      author,
      { replyId: reply.id }
    )
    response.assertStatus(302)
    assert.equal(toastOf(response)?.title, 'Solução marcada')
    assert.equal(await discussionField(discussion, 'acceptedReplyId'), reply.id)

    const page = await client.get(discussionPath(discussion)).withInertia()
    assert.deepInclude(page.inertiaProps.discussion, {
      isSolved: true,
      acceptedReplyId: reply.id,
    })
    assert.isTrue(page.inertiaProps.replies[0].isSolution)
    const list = await client.get('/comunidade').withInertia()
    assert.isTrue(
      list.inertiaProps.discussions.find((card: Card) => card.id === discussion.id).isSolved
    )

    const after = await countersOf(client, helper, author)
    assert.equal(after.helpfulAnswers, 1)
    assert.equal(after.points - before.points, 15)

    const undo = await submit(
      client,
      'delete',
      `/comunidade/discussoes/${discussion.id}/solucao`,
      author
    )
    assert.equal(toastOf(undo)?.title, 'Solução desmarcada')
    assert.isNull(await discussionField(discussion, 'acceptedReplyId'))
    const undone = await countersOf(client, helper, author)
    assert.equal(undone.helpfulAnswers, 0)
  })

  test('only the discussion author chooses the solution: another member gets 403', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const helper = await member()
    const reply = await replyTo(discussion, helper)

    const response = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/solucao`,
      helper,
      { replyId: reply.id }
    )
    response.assertStatus(403)
    assert.isNull(await discussionField(discussion, 'acceptedReplyId'))
  })

  test('a reply of another discussion, or one that does not exist, cannot be the solution', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const discussion = await discussionBy(author)
    const elsewhere = await replyTo(await discussionBy(author), await member())

    for (const replyId of [elsewhere.id, 999999999]) {
      const response = await submit(
        client,
        'post',
        `/comunidade/discussoes/${discussion.id}/solucao`,
        author,
        { replyId }
      )
      response.assertStatus(302)
      assert.equal(toastOf(response)?.title, 'Publicação não encontrada', String(replyId))
    }
    assert.isNull(await discussionField(discussion, 'acceptedReplyId'))
  })

  test("accepting one's own reply earns no points", async ({ client, assert }) => {
    const author = await member()
    const discussion = await discussionBy(author)
    const reply = await replyTo(discussion, author)
    const before = await countersOf(client, author, author)

    await submit(client, 'post', `/comunidade/discussoes/${discussion.id}/solucao`, author, {
      replyId: reply.id,
    })

    assert.equal(await discussionField(discussion, 'acceptedReplyId'), reply.id)
    assert.deepEqual(await countersOf(client, author, author), before)
  })
})

test.group('Forum points', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a discussion earns 5 points, a reply 2 and each like received 1; liking oneself earns nothing', async ({
    client,
    assert,
  }) => {
    const writer = await member()
    const viewer = await member()
    const points = async () => {
      const counters = await countersOf(client, writer, viewer)
      return counters.points
    }

    assert.equal(await points(), 0)
    await submit(client, 'post', '/comunidade/discussoes', writer, {
      title: 'Minha primeira discussão',
      category: 'geral',
      message: 'Olá, comunidade!',
    })
    assert.equal(await points(), 5)

    const other = await discussionBy(viewer)
    await submit(client, 'post', `/comunidade/discussoes/${other.id}/respostas`, writer, {
      reply: 'Bem-vindo!',
    })
    assert.equal(await points(), 7)

    const own = await discussionBy(writer)
    assert.equal(await points(), 12)
    await submit(client, 'post', `/comunidade/discussoes/${own.id}/curtida`, writer)
    assert.equal(await points(), 12)
    await submit(client, 'post', `/comunidade/discussoes/${own.id}/curtida`, viewer)
    await submit(client, 'post', `/comunidade/discussoes/${own.id}/curtida`, await member())
    assert.equal(await points(), 14)

    const reply = await ForumReply.query().where('user_id', writer.id).firstOrFail()
    await submit(client, 'post', `/comunidade/respostas/${reply.id}/curtida`, viewer)
    await submit(client, 'post', `/comunidade/respostas/${reply.id}/curtida`, writer)
    assert.equal(await points(), 15)

    /* The authors on the discussion page carry their points and ranking. */
    const page = await client.get(discussionPath(own)).withInertia()
    assert.deepInclude(page.inertiaProps.discussion.author, {
      id: writer.id,
      points: 15,
      ranking: 1,
    })
  })
})

test.group('Forum reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member reports a discussion and a reply; both wait open for the moderation', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const reply = await replyTo(discussion, await member())
    const reporter = await member()
    const url = `/comunidade/discussoes/${discussion.id}/denuncias`

    const first = await submit(client, 'post', url, reporter, { reason: 'Propaganda de loja' })
    first.assertStatus(302)
    assert.equal(toastOf(first)?.title, 'Denúncia enviada')
    await submit(client, 'post', url, reporter, { reason: 'Resposta ofensiva', replyId: reply.id })

    const reports = await ForumReport.query().orderBy('id')
    assert.deepEqual(
      reports.map((report) => [report.discussionId, report.replyId, report.reason, report.status]),
      [
        [discussion.id, null, 'Propaganda de loja', 'open'],
        [discussion.id, reply.id, 'Resposta ofensiva', 'open'],
      ]
    )
    assert.isTrue(reports.every((report) => report.reporterId === reporter.id))
  })

  test('reporting the same post twice while the report is open stores it once', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const reporter = await member()
    const url = `/comunidade/discussoes/${discussion.id}/denuncias`

    const first = await submit(client, 'post', url, reporter, { reason: 'Spam repetido' })
    const second = await submit(client, 'post', url, reporter, { reason: 'Spam repetido de novo' })

    first.assertStatus(302)
    second.assertStatus(302)
    assert.equal(toastOf(second)?.title, 'Denúncia enviada')
    assert.equal(await countRows('forum_reports', { reporter_id: reporter.id }), 1)
    /* Someone else's report of the same post is their own. */
    await submit(client, 'post', url, await member(), { reason: 'Também achei spam' })
    assert.equal(await countRows('forum_reports'), 2)
  })

  test('a report without a reason goes back with "Informe o motivo." and nothing is stored', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    for (const reason of ['', '    ']) {
      const response = await submit(
        client,
        'post',
        `/comunidade/discussoes/${discussion.id}/denuncias`,
        await member(),
        { reason }
      )
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response, 'reason'), ['Informe o motivo.'])
    }
    assert.equal(await countRows('forum_reports'), 0)
  })

  test('reporting a reply of another discussion answers "Publicação não encontrada"', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const elsewhere = await replyTo(await discussionBy(await member()), await member())
    const response = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/denuncias`,
      await member(),
      { reason: 'Ofensivo', replyId: elsewhere.id }
    )
    response.assertStatus(302)
    assert.equal(toastOf(response)?.title, 'Publicação não encontrada')
    assert.equal(await countRows('forum_reports'), 0)
  })
})
