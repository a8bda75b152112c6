import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import ForumReply from '#models/forum_reply'
import ForumReport from '#models/forum_report'
import ForumService from '#services/community/forum_service'
import { DiscussionFactory, ReplyFactory } from '#database/factories/forum_factory'
import { toastOf } from '#tests/helpers/toast'
import { fieldErrors } from '../accounts/support.js'
import {
  discussionBy,
  discussionPath,
  fresh,
  member,
  staff,
  submit,
  discussionField,
  replyField,
} from './forum_helpers.js'

type Card = { id: number }
type ReplyProp = { id: number; isHidden: boolean; hiddenReason: string | null }

const MODERATORS = [
  { role: 'super_admin' as const },
  { role: 'admin' as const },
  { role: 'editor' as const },
  { role: 'instructor' as const },
]

function moderator(role: (typeof MODERATORS)[number]['role'], fullName?: string) {
  return role === 'instructor' ? member(fullName, 'instructor') : staff(role, fullName)
}

/** The admin activity log, oldest first: [kind, subject, context]. */
async function activityLog() {
  const rows = await db
    .from('admin_activities')
    .orderBy('id')
    .select('kind', 'subject_title', 'context_title', 'user_id')
  return rows.map((row) => [row.kind, row.subject_title, row.context_title, row.user_id])
}

function moderate(client: any, user: User, discussion: { id: number }, body: object) {
  return submit(client, 'post', `/comunidade/discussoes/${discussion.id}/moderacao`, user, {
    ...body,
  })
}

function moderateReply(client: any, user: User, reply: { id: number }, body: object) {
  return submit(client, 'post', `/comunidade/respostas/${reply.id}/moderacao`, user, { ...body })
}

const ids = (response: { inertiaProps: Record<string, any> }) =>
  response.inertiaProps.discussions.map((card: Card) => card.id)

test.group('Forum moderation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a moderator ({role}) pins, locks, hides and restores a discussion, each action logged')
    .with(MODERATORS)
    .run(async ({ client, assert }, { role }) => {
      const mod = await moderator(role)
      const discussion = await discussionBy(await member(), { title: 'Discussão moderada' })

      const page = await client.get(discussionPath(discussion)).loginAs(mod).withInertia()
      assert.isTrue(page.inertiaProps.viewer.canModerate)

      const pin = await moderate(client, mod, discussion, { action: 'pin' })
      pin.assertStatus(302)
      assert.equal(toastOf(pin)?.title, 'Discussão fixada')
      assert.isTrue(await discussionField(discussion, 'isPinned'))

      await moderate(client, mod, discussion, { action: 'lock' })
      assert.isTrue(await discussionField(discussion, 'isLocked'))

      const hide = await moderate(client, mod, discussion, { action: 'hide', reason: 'Spam' })
      assert.equal(toastOf(hide)?.title, 'Discussão ocultada')
      const hidden = await fresh(discussion)
      assert.isNotNull(hidden.hiddenAt)
      assert.equal(hidden.hiddenReason, 'Spam')

      /* A moderator still reaches the hidden discussion to restore it. */
      await moderate(client, mod, discussion, { action: 'show' })
      await moderate(client, mod, discussion, { action: 'unlock' })
      await moderate(client, mod, discussion, { action: 'unpin' })
      const restored = await fresh(discussion)
      assert.isNull(restored.hiddenAt)
      assert.isNull(restored.hiddenReason)
      assert.isFalse(restored.isLocked)
      assert.isFalse(restored.isPinned)

      assert.deepEqual(await activityLog(), [
        ['forum_pinned', 'Discussão moderada', null, mod.id],
        ['forum_locked', 'Discussão moderada', null, mod.id],
        ['forum_discussion_hidden', 'Discussão moderada', 'Spam', mod.id],
        ['forum_discussion_shown', 'Discussão moderada', null, mod.id],
        ['forum_unlocked', 'Discussão moderada', null, mod.id],
        ['forum_unpinned', 'Discussão moderada', null, mod.id],
      ])
    })

  test('a plain member cannot pin, lock or hide: 403, nothing changes, nothing is logged', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const discussion = await discussionBy(author)
    const reply = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: author.id,
    }).create()

    for (const user of [await member(), author]) {
      const page = await client.get(discussionPath(discussion)).loginAs(user).withInertia()
      assert.isFalse(page.inertiaProps.viewer.canModerate)
      for (const body of [
        { action: 'pin' },
        { action: 'lock' },
        { action: 'hide', reason: 'Quero esconder' },
      ]) {
        const refused = await moderate(client, user, discussion, body)
        refused.assertStatus(403)
      }
      const hideReply = { action: 'hide', reason: 'Não gostei' }
      const refused = await moderateReply(client, user, reply, hideReply)
      refused.assertStatus(403)
    }

    const stored = await fresh(discussion)
    assert.isFalse(stored.isPinned)
    assert.isFalse(stored.isLocked)
    assert.isNull(stored.hiddenAt)
    assert.isNull(await replyField(reply, 'hiddenAt'))
    assert.deepEqual(await activityLog(), [])
  })

  test('hiding needs a reason, in pt-BR', async ({ client, assert }) => {
    const mod = await staff('admin')
    const discussion = await discussionBy(await member())
    const replier = await member()
    const reply = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: replier.id,
    }).create()

    const noReason = await moderate(client, mod, discussion, { action: 'hide' })
    noReason.assertStatus(302)
    assert.deepEqual(fieldErrors(noReason, 'reason'), ['Informe o motivo.'])
    const replyNoReason = await moderateReply(client, mod, reply, { action: 'hide', reason: '' })
    assert.deepEqual(fieldErrors(replyNoReason, 'reason'), ['Informe o motivo.'])

    assert.isNull(await discussionField(discussion, 'hiddenAt'))
    assert.isNull(await replyField(reply, 'hiddenAt'))
    assert.deepEqual(await activityLog(), [])
  })

  test('moderating posts that do not exist answers a toast, never a crash', async ({
    client,
    assert,
  }) => {
    const mod = await staff('admin')
    for (const id of ['999999999']) {
      for (const url of [
        `/comunidade/discussoes/${id}/moderacao`,
        `/comunidade/respostas/${id}/moderacao`,
      ]) {
        const response = await submit(client, 'post', url, mod, { action: 'hide', reason: 'Spam' })
        response.assertStatus(302)
        assert.equal(toastOf(response)?.title, 'Publicação não encontrada', url)
      }
    }
  })
})

test.group('Forum: hidden posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a hidden discussion leaves the lists and is 404 for others, while its author and moderators still see it', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const other = await member()
    const mod = await moderator('instructor')
    const discussion = await discussionBy(author, { title: 'Venda de sementes' })
    const kept = await discussionBy(author)

    await moderate(client, mod, discussion, { action: 'hide', reason: 'Comércio não é permitido' })

    for (const viewer of [null, other]) {
      for (const url of ['/comunidade', '/comunidade/em-alta']) {
        let request = client.get(url).withInertia()
        if (viewer) request = request.loginAs(viewer)
        const list = await request
        assert.deepEqual(ids(list), [kept.id], url)
      }
      let request = client.get(discussionPath(discussion))
      if (viewer) request = request.loginAs(viewer)
      const page = await request
      page.assertStatus(404)
    }
    const figures = await client.get('/comunidade').loginAs(other).withInertia()
    assert.equal(figures.inertiaProps.figures.discussions, 1)

    const own = await client.get(discussionPath(discussion)).loginAs(author).withInertia()
    own.assertStatus(200)
    assert.deepInclude(own.inertiaProps.discussion, {
      isHidden: true,
      hiddenReason: 'Comércio não é permitido',
    })
    const ownList = await client.get('/comunidade').loginAs(author).withInertia()
    assert.includeMembers(ids(ownList), [discussion.id, kept.id])
    const ownTrending = await client.get('/comunidade/em-alta').loginAs(author).withInertia()
    assert.notInclude(ids(ownTrending), discussion.id)

    const asMod = await client.get(discussionPath(discussion)).loginAs(mod).withInertia()
    asMod.assertStatus(200)
    assert.isTrue(asMod.inertiaProps.discussion.isHidden)

    await moderate(client, mod, discussion, { action: 'show' })
    const back = await client.get('/comunidade').loginAs(other).withInertia()
    assert.includeMembers(ids(back), [discussion.id, kept.id])
    const page = await client.get(discussionPath(discussion)).loginAs(other).withInertia()
    page.assertStatus(200)
    assert.deepInclude(page.inertiaProps.discussion, { isHidden: false, hiddenReason: null })
  })

  test('a hidden reply is gone for other members, shown marked to its author and moderators, and leaves the count', async ({
    client,
    assert,
  }) => {
    const discussion = await discussionBy(await member())
    const replier = await member()
    const other = await member()
    const mod = await staff('editor')
    const forum = new ForumService()
    const visible = await forum.reply(discussion, other.id, 'Resposta útil.')
    const offensive = await forum.reply(discussion, replier.id, 'Resposta ofensiva.')
    assert.equal(await discussionField(discussion, 'repliesCount'), 2)

    const hide = await moderateReply(client, mod, offensive, { action: 'hide', reason: 'Ofensiva' })
    assert.equal(toastOf(hide)?.title, 'Resposta ocultada')
    assert.equal(await discussionField(discussion, 'repliesCount'), 1)
    /* Hiding twice does not count it out twice. */
    await moderateReply(client, mod, offensive, { action: 'hide', reason: 'Ofensiva mesmo' })
    assert.equal(await discussionField(discussion, 'repliesCount'), 1)

    const replyIds = (response: { inertiaProps: Record<string, any> }) =>
      response.inertiaProps.replies.map((reply: ReplyProp) => reply.id)
    const asOther = await client.get(discussionPath(discussion)).loginAs(other).withInertia()
    assert.deepEqual(replyIds(asOther), [visible.id])
    const asVisitor = await client.get(discussionPath(discussion)).withInertia()
    assert.deepEqual(replyIds(asVisitor), [visible.id])

    for (const viewer of [replier, mod]) {
      const page = await client.get(discussionPath(discussion)).loginAs(viewer).withInertia()
      assert.deepEqual(replyIds(page), [visible.id, offensive.id])
      assert.deepInclude(page.inertiaProps.replies[1], {
        isHidden: true,
        hiddenReason: 'Ofensiva mesmo',
      })
    }

    /* Others cannot like or report a hidden reply. */
    const like = await submit(
      client,
      'post',
      `/comunidade/respostas/${offensive.id}/curtida`,
      other
    )
    assert.equal(toastOf(like)?.title, 'Publicação não encontrada')

    const show = await moderateReply(client, mod, offensive, { action: 'show' })
    assert.equal(toastOf(show)?.title, 'Resposta visível novamente')
    assert.equal(await discussionField(discussion, 'repliesCount'), 2)
    const restored = await ForumReply.findOrFail(offensive.id)
    assert.isNull(restored.hiddenAt)
    assert.isNull(restored.hiddenReason)
    const again = await client.get(discussionPath(discussion)).loginAs(other).withInertia()
    assert.deepEqual(replyIds(again), [visible.id, offensive.id])

    const log = await activityLog()
    assert.deepEqual(
      log.map(([kind, subject, context]) => [kind, subject, context]),
      [
        ['forum_reply_hidden', discussion.title, 'Ofensiva'],
        ['forum_reply_hidden', discussion.title, 'Ofensiva mesmo'],
        ['forum_reply_shown', discussion.title, null],
      ]
    )
  })

  test('a hidden post earns its author no points', async ({ client, assert }) => {
    const author = await member()
    const mod = await staff('admin')
    const discussion = await discussionBy(author)
    const points = async () => {
      const profile = await client.get(`/perfil/${author.id}`).loginAs(mod).withInertia()
      return profile.inertiaProps.counters.points
    }
    assert.equal(await points(), 5)

    await moderate(client, mod, discussion, { action: 'hide', reason: 'Fora do tema' })

    assert.equal(await points(), 0)
  })
})

test.group('Admin: Moderação', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function openReports() {
    const author = await member()
    const discussion = await discussionBy(author, { title: 'Discussão denunciada' })
    const reply = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: author.id,
      body: 'Resposta denunciada',
    }).create()
    const reporter = await member('Rita Souza')
    const forum = new ForumService()
    await forum.report(reporter.id, { discussionId: discussion.id, replyId: null }, 'Spam')
    await forum.report(reporter.id, { discussionId: discussion.id, replyId: reply.id }, 'Ofensa')
    const reports = await ForumReport.query().orderBy('id')
    return { discussion, reply, reports }
  }

  test('staff ({role}) see the open reports in Moderação')
    .with([
      { role: 'super_admin' as const },
      { role: 'admin' as const },
      { role: 'editor' as const },
    ])
    .run(async ({ client, assert }, { role }) => {
      const { discussion, reply, reports } = await openReports()
      const user = await staff(role)

      const response = await client.get('/admin/moderacao').loginAs(user).withInertia()

      response.assertStatus(200)
      response.assertInertiaComponent('admin/moderation')
      const listed = response.inertiaProps.reports
      assert.deepEqual(
        listed.map((report: { id: number }) => report.id),
        reports.map((report) => report.id)
      )
      assert.deepInclude(listed[0], { reason: 'Spam', reporterName: 'Rita Souza', reply: null })
      assert.deepInclude(listed[0].discussion, {
        id: discussion.id,
        title: 'Discussão denunciada',
        isHidden: false,
      })
      assert.deepInclude(listed[1], { reason: 'Ofensa', excerpt: 'Resposta denunciada' })
      assert.deepInclude(listed[1].reply, { id: reply.id, isHidden: false })
    })

  test('a plain member and an instructor get the 403 "Acesso Negado" page at Moderação', async ({
    client,
    assert,
  }) => {
    const { reports } = await openReports()
    for (const user of [await member(), await member(undefined, 'instructor')]) {
      const page = await client.get('/admin/moderacao').loginAs(user).withInertia()
      page.assertStatus(403)
      page.assertInertiaComponent('admin/access_denied')

      const close = await submit(
        client,
        'patch',
        `/admin/moderacao/denuncias/${reports[0].id}`,
        user,
        {
          outcome: 'dismissed',
        }
      )
      close.assertStatus(403)
    }
    const stillOpen = await ForumReport.query().orderBy('id')
    assert.deepEqual(
      stillOpen.map((report) => report.status),
      ['open', 'open']
    )
    assert.deepEqual(await activityLog(), [])
  })

  test('a visitor asking for Moderação goes to /auth', async ({ client }) => {
    const response = await client.get('/admin/moderacao').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/auth')
  })

  test('resolving and dismissing close the reports, record who did it and log it', async ({
    client,
    assert,
  }) => {
    const { reports } = await openReports()
    const admin = await staff('admin')

    const resolve = await submit(
      client,
      'patch',
      `/admin/moderacao/denuncias/${reports[0].id}`,
      admin,
      {
        outcome: 'resolved',
      }
    )
    resolve.assertStatus(302)
    resolve.assertHeader('location', '/admin/moderacao')
    assert.equal(toastOf(resolve)?.title, 'Denúncia resolvida')
    const dismiss = await submit(
      client,
      'patch',
      `/admin/moderacao/denuncias/${reports[1].id}`,
      admin,
      {
        outcome: 'dismissed',
      }
    )
    assert.equal(toastOf(dismiss)?.title, 'Denúncia descartada')

    const closed = await ForumReport.query().orderBy('id')
    assert.deepEqual(
      closed.map((report) => [report.status, report.resolvedBy, report.resolvedAt !== null]),
      [
        ['resolved', admin.id, true],
        ['dismissed', admin.id, true],
      ]
    )
    assert.deepEqual(await activityLog(), [
      ['forum_report_resolved', 'Discussão denunciada', 'Spam', admin.id],
      ['forum_report_dismissed', 'Discussão denunciada', 'Ofensa', admin.id],
    ])
    const page = await client.get('/admin/moderacao').loginAs(admin).withInertia()
    assert.deepEqual(page.inertiaProps.reports, [])

    /* Closed already (by someone else, in another tab): a toast, and the first decision stays. */
    const again = await submit(
      client,
      'patch',
      `/admin/moderacao/denuncias/${reports[0].id}`,
      admin,
      {
        outcome: 'dismissed',
      }
    )
    again.assertStatus(302)
    assert.equal(toastOf(again)?.title, 'Denúncia não encontrada')
    const first = await ForumReport.findOrFail(reports[0].id)
    assert.equal(first.status, 'resolved')
  })

  test('closing a report that does not exist answers a toast, never a crash', async ({
    client,
    assert,
  }) => {
    const admin = await staff('admin')
    for (const id of ['999999999']) {
      const response = await submit(client, 'patch', `/admin/moderacao/denuncias/${id}`, admin, {
        outcome: 'resolved',
      })
      response.assertStatus(302)
      assert.include(toastOf(response), {
        title: 'Denúncia não encontrada',
        variant: 'destructive',
      })
    }
    assert.deepEqual(await activityLog(), [])
  })

  test('an instructor cannot open Moderação but moderates in the forum', async ({
    client,
    assert,
  }) => {
    const instructor = await member('Prof. Lima', 'instructor')
    const discussion = await discussionBy(await member())

    const panel = await client.get('/admin/moderacao').loginAs(instructor).withInertia()
    panel.assertStatus(403)
    const lock = await moderate(client, instructor, discussion, { action: 'lock' })
    lock.assertStatus(302)
    assert.isTrue(await discussionField(discussion, 'isLocked'))
    const [logged] = await activityLog()
    assert.deepEqual(logged.slice(0, 2), ['forum_locked', discussion.title])
  })

  test('forum moderation shows in the admin overview activity', async ({ client, assert }) => {
    const admin = await staff('admin', 'Ana Admin')
    const discussion = await DiscussionFactory.with('author')
      .merge({ title: 'Tópico fixado' })
      .create()
    await moderate(client, admin, discussion, { action: 'pin' })

    const response = await client
      .get('/admin')
      .loginAs(admin)
      .withInertia()
      .withInertiaPartialReload('admin/dashboard', ['activity'])
    const pinned = response.inertiaProps.activity.find(
      (item: { kind: string }) => item.kind === 'forum_pinned'
    )
    assert.deepInclude(pinned, { subject: 'Tópico fixado', actorName: 'Ana Admin' })
  })
})
