import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import QuizQuestion from '#models/quiz_question'
import EmailVerificationService from '#services/accounts/email_verification_service'
import MemberPointsService, { type StandingsTable } from '#services/community/member_points_service'
import { STANDINGS } from '#domain/platform/content_tags'
import { forgetContent, remember } from '#services/platform/content_cache'
import { UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory, ReplyFactory } from '#database/factories/forum_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { countQueries } from '#tests/helpers/query_count'
import { startTwoInstances, type AppInstance, Visitor } from '#tests/helpers/app_instance'
import {
  closeOtherInstanceCache,
  forgetOnOtherInstances,
  inCI,
  twoInstancesRedisMissing,
} from '#tests/helpers/redis'
import { eventually } from '#tests/helpers/eventually'
import { contentAdmin, premiumLearner } from '#tests/helpers/premium'
import { completeLessons, createCourse } from '#tests/functional/catalog/helpers'
import { meetCompletionRule } from '#tests/helpers/earned_progress'
import {
  discussionBy,
  discussionPath,
  member,
  staff,
  submit,
} from '#tests/functional/community/forum_helpers'

/*
| Members' points and ranks are computed once (one statement for everyone)
| and served from memory until a write changes them: pages read them without
| asking the database, and every kind of write that moves points shows on
| the next page at once.
*/

/** The standings statement, recognised by its first CTE. */
const isStandingsQuery = (sql: string) => sql.includes('lessons_done as (')
const standingsQueries = (queries: string[]) => queries.filter(isStandingsQuery)

type Rank = { position: number | null; points: number }
type TopMember = { id: number; points: number; ranking: number | null; solutions: number }

/** 'Ranking' card of /analytics. */
async function rankOn(client: ApiClient, user: User): Promise<Rank> {
  const page = await client.get('/analytics').loginAs(user).withInertia()
  const { position, points } = page.inertiaProps.analytics.summary.rank
  return { position, points }
}

/** Top Membros of /comunidade. */
async function topOf(client: ApiClient, viewer: User): Promise<TopMember[]> {
  const page = await client.get('/comunidade').loginAs(viewer).withInertia()
  return (page.inertiaProps.topMembers as TopMember[]).map(
    ({ id, points, ranking, solutions }) => ({ id, points, ranking, solutions })
  )
}

/** Points shown for `user` in Top Membros (0 when not listed). */
async function topPoints(client: ApiClient, viewer: User, user: User) {
  const top = await topOf(client, viewer)
  return top.find((line) => line.id === user.id)?.points ?? 0
}

/** 'Pontos' and 'Ajudas' on the member's profile. */
async function countersOf(client: ApiClient, user: User, viewer: User) {
  const page = await client.get(`/perfil/${user.id}`).loginAs(viewer).withInertia()
  return page.inertiaProps.counters as { points: number; ranking: number | null }
}

test.group('Standings cache: reads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the standings are computed once; the next signed-in pages that show them ask for none', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const author = await member('Autora')
    const discussion = await discussionBy(author)
    await ReplyFactory.merge({ discussionId: discussion.id, userId: learner.id }).create()
    /* The catalogue /analytics shares with the dashboard is remembered first: only the standings differ below. */
    await client.get('/dashboard').loginAs(learner).withInertia()

    const first = await countQueries(() => client.get('/analytics').loginAs(learner).withInertia())
    assert.lengthOf(standingsQueries(first), 1, first.join('\n'))

    const pages = ['/comunidade', `/perfil/${author.id}`, discussionPath(discussion), '/analytics']
    for (const path of pages) {
      const queries = await countQueries(() => client.get(path).loginAs(learner).withInertia())
      assert.deepEqual(standingsQueries(queries), [], `${path}:\n${queries.join('\n')}`)
    }
    const again = await countQueries(() => client.get('/analytics').loginAs(learner).withInertia())
    assert.equal(again.length, first.length - 1, again.join('\n'))

    /* Served from memory, the figures are the same as computed. */
    assert.deepEqual(await rankOn(client, learner), { position: 2, points: 2 })
    assert.deepEqual(await topOf(client, learner), [
      { id: author.id, points: 5, ranking: 1, solutions: 0 },
      { id: learner.id, points: 2, ranking: 2, solutions: 0 },
    ])
  })

  test('a visitor without a session reads the forum from the same standings', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const discussion = await discussionBy(author)
    await client.get('/comunidade').withInertia()
    for (const path of ['/comunidade', discussionPath(discussion)]) {
      const queries = await countQueries(() => client.get(path).withInertia())
      assert.deepEqual(standingsQueries(queries), [], `${path}:\n${queries.join('\n')}`)
    }
    const page = await client.get(discussionPath(discussion)).withInertia()
    assert.equal(page.inertiaProps.discussion.author.points, 5)
  })
})

test.group('Standings cache: every write that moves points shows at once', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('completing a lesson, taking it back, completing the course', async ({ client, assert }) => {
    const learner = await premiumLearner()
    const rival = await member()
    await discussionBy(rival)
    const { course, lessons } = await createCourse({}, { modules: [2] })
    await completeLessons(learner, course, [])
    assert.deepEqual(await rankOn(client, learner), { position: null, points: 0 })

    const complete = async (index: number) => {
      await meetCompletionRule(learner.id, lessons[index])
      return submit(client, 'post', `/aulas/${lessons[index].id}/conclusao`, learner)
    }
    const completed = await complete(0)
    completed.assertStatus(302)
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 10 })
    assert.equal(await countersOf(client, rival, learner).then((c) => c.ranking), 2)

    const undo = await submit(client, 'delete', `/aulas/${lessons[0].id}/conclusao`, learner)
    undo.assertStatus(302)
    assert.deepEqual(await rankOn(client, learner), { position: null, points: 0 })

    await complete(0)
    await complete(1)
    /* 2 lessons × 10 + the course × 100 */
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 120 })
  })

  test('finishing a quiz', async ({ client, assert }) => {
    const learner = await premiumLearner()
    const { course } = await createCourse({}, { modules: [1] })
    const set = await QuizSetFactory.apply('catalogue')
      .merge({ courseId: course.id })
      .with('questions', 2)
      .create()
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    assert.deepEqual(await rankOn(client, learner), { position: null, points: 0 })

    const started = await submit(client, 'post', `/quizzes/${set.id}/tentativas`, learner, {
      courseId: course.id,
    })
    started.assertStatus(201)
    const { attemptId, questions: shown } = started.body()
    /* Answered by the index the attempt shows the right option at (options are shuffled) */
    const right = questions[0].options[questions[0].correctIndexes[0]]
    await submit(client, 'post', `/quizzes/tentativas/${attemptId}/respostas`, learner, {
      questionId: questions[0].id,
      selectedIndex: shown
        .find((question: { id: number }) => question.id === questions[0].id)
        .options.indexOf(right),
    })
    /* Started and answered, not finished: no points yet. */
    const unfinished = await rankOn(client, learner)
    assert.equal(unfinished.points, 0)

    const finish = await submit(
      client,
      'post',
      `/quizzes/tentativas/${attemptId}/finalizar`,
      learner,
      {}
    )
    finish.assertStatus(200)
    /* 1 of 2 right: half of the quiz's 10 points */
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 5 })
  })

  test('posting, replying, liking, choosing a solution, hiding and deleting in the forum', async ({
    client,
    assert,
  }) => {
    const author = await member('Autora')
    const helper = await member('Ajudante')
    const fan = await member('Fã')
    const mod = await staff('admin', 'Moderadora')
    assert.deepEqual(await topOf(client, fan), [])

    const posted = await submit(client, 'post', '/comunidade/discussoes', author, {
      title: 'Qual a umidade ideal?',
      category: 'cultivo',
      message: 'Na floração.',
    })
    posted.assertStatus(302)
    const discussion = await ForumDiscussion.query().where('user_id', author.id).firstOrFail()
    assert.deepEqual(await topOf(client, fan), [
      { id: author.id, points: 5, ranking: 1, solutions: 0 },
    ])

    const replied = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/respostas`,
      helper,
      { reply: 'Entre 40 e 50 %.' }
    )
    replied.assertStatus(302)
    const reply = await ForumReply.query().where('user_id', helper.id).firstOrFail()
    assert.equal(await topPoints(client, fan, helper), 2)

    await submit(client, 'post', `/comunidade/discussoes/${discussion.id}/curtida`, fan)
    assert.equal(await topPoints(client, fan, author), 6)
    await submit(client, 'delete', `/comunidade/discussoes/${discussion.id}/curtida`, fan)
    assert.equal(await topPoints(client, fan, author), 5)
    await submit(client, 'post', `/comunidade/respostas/${reply.id}/curtida`, fan)
    assert.equal(await topPoints(client, fan, helper), 3)

    const accepted = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/solucao`,
      author,
      { replyId: reply.id }
    )
    accepted.assertStatus(302)
    /* The helper (2 + 1 + 15) now ranks above the author (5). */
    assert.deepEqual(await topOf(client, fan), [
      { id: helper.id, points: 18, ranking: 1, solutions: 1 },
      { id: author.id, points: 5, ranking: 2, solutions: 0 },
    ])

    /* A hidden reply earns nothing: no reply, like or solution points. */
    const hidden = await submit(
      client,
      'post',
      `/comunidade/respostas/${reply.id}/moderacao`,
      mod,
      {
        action: 'hide',
        reason: 'Fora do tema',
      }
    )
    hidden.assertStatus(302)
    assert.deepEqual(await topOf(client, fan), [
      { id: author.id, points: 5, ranking: 1, solutions: 0 },
    ])
    await submit(client, 'post', `/comunidade/respostas/${reply.id}/moderacao`, mod, {
      action: 'show',
    })
    assert.equal(await topPoints(client, fan, helper), 18)

    await submit(client, 'post', `/comunidade/discussoes/${discussion.id}/moderacao`, mod, {
      action: 'hide',
      reason: 'Spam',
    })
    assert.deepEqual(await topOf(client, fan), [])
    await submit(client, 'post', `/comunidade/discussoes/${discussion.id}/moderacao`, mod, {
      action: 'show',
    })
    assert.equal(await topPoints(client, fan, helper), 18)

    const deleted = await submit(client, 'delete', `/comunidade/respostas/${reply.id}`, helper)
    deleted.assertStatus(302)
    assert.deepEqual(await topOf(client, fan), [
      { id: author.id, points: 5, ranking: 1, solutions: 0 },
    ])
  })

  test('a confirmed account and an unpublished lesson move the ranking', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const { course, lessons } = await createCourse({}, { modules: [2] })
    await completeLessons(learner, course, lessons.slice(0, 1))
    const newcomer = await UserFactory.merge({ emailVerifiedAt: null }).create()
    for (let i = 0; i < 3; i++) await discussionBy(newcomer)
    const editor = await contentAdmin()
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 10 })

    /* Confirmed, the newcomer's 15 points count: the learner drops to 2nd. */
    const verification = await app.container.make(EmailVerificationService)
    await verification.confirm(newcomer.id)
    assert.deepEqual(await rankOn(client, learner), { position: 2, points: 10 })

    /* The unfinished lesson unpublished: every published lesson is done, so is the course. */
    const toggled = await submit(
      client,
      'patch',
      `/admin/aulas/${lessons[1].id}/publicacao`,
      editor
    )
    toggled.assertStatus(302)
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 110 })
    /* Deleting the draft (nobody studied it) changes nothing; the course stays done. */
    const removed = await submit(client, 'delete', `/admin/aulas/${lessons[1].id}`, editor)
    removed.assertStatus(302)
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 110 })
  })

  test('deleting the one lesson a learner has not done completes the course', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const { course, lessons } = await createCourse({}, { modules: [2] })
    await completeLessons(learner, course, lessons.slice(0, 1))
    const editor = await contentAdmin()
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 10 })

    const removed = await submit(client, 'delete', `/admin/aulas/${lessons[1].id}`, editor)
    removed.assertStatus(302)
    assert.deepEqual(await rankOn(client, learner), { position: 1, points: 110 })
  })
})

test.group('Standings cache: mechanics', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  /* The key MemberPointsService keeps the table under. */
  const standings = (load: () => Promise<StandingsTable>) =>
    remember('members:standings', [STANDINGS], load)

  /** A table recognisable by its number of members, handed back when `release` is called. */
  function controlledLoad(members: number) {
    let release!: () => void
    let calls = 0
    const table: StandingsTable = {
      byUser: new Map(Array.from({ length: members }, (_, i) => [i + 1, {} as never])),
      top: [],
    }
    const gate = new Promise<void>((resolve) => (release = resolve))
    const load = async () => {
      calls++
      await gate
      return table
    }
    return { load, release: () => release(), calls: () => calls }
  }

  test('requests arriving during a computation share it', async ({ assert }) => {
    const first = controlledLoad(1)
    const a = standings(first.load)
    const b = standings(first.load)
    first.release()
    assert.strictEqual(await a, await b)
    assert.equal(first.calls(), 1)
    const again = await standings(controlledLoad(2).load)
    assert.equal(again.byUser.size, 1)
    /* Forgotten, the next request computes them again. */
    await forgetContent([STANDINGS])
    const fresh = controlledLoad(3)
    fresh.release()
    const recomputed = await standings(fresh.load)
    assert.equal(recomputed.byUser.size, 3)
  })

  test('a write inside a transaction clears the standings once it commits', async ({ assert }) => {
    const learner = await member()
    const points = await app.container.make(MemberPointsService)
    const pointsOf = (user: User) => points.standingOf(user.id).then((standing) => standing.points)
    assert.equal(await pointsOf(learner), 0)
    const stale = controlledLoad(0)
    stale.release()
    await db.transaction(async (trx) => {
      await ForumDiscussion.create(
        {
          userId: learner.id,
          title: 'Escrita numa transação',
          category: 'geral',
          body: 'Texto',
          tags: [],
          lastActivityAt: DateTime.now(),
        },
        { client: trx }
      )
      /* Another request reads meanwhile (the old rows, until the commit): it may keep them. */
      await forgetContent([STANDINGS])
      /* Tags are forgotten by the millisecond: an entry stored in the same one counts as forgotten. */
      for (const forgotAt = Date.now(); Date.now() === forgotAt;);
      await standings(stale.load)
      assert.equal(await pointsOf(learner), 0)
    })
    assert.equal(await pointsOf(learner), 5)
  })
})

/*
| With several instances (TRANSMIT_TRANSPORT=redis), a write through one
| clears the standings the others hold. Two real instances of the app share
| this database and Redis; their data is committed (no global transaction)
| and removed in the teardown.
*/
const PASSWORD = 'segredo123'
const redisMissing = await twoInstancesRedisMissing()

test.group('Standings cache across two app instances (TRANSMIT_TRANSPORT=redis)', (group) => {
  let instances: AppInstance[] = []
  let members: User[] = []
  let discussion: ForumDiscussion | null = null
  let fanOnA: Visitor

  group.setup(async () => {
    if (redisMissing) {
      if (!inCI) console.warn(`  ⚠ ${redisMissing}`)
      return
    }
    members = await UserFactory.merge({ password: PASSWORD, emailVerifiedAt: DateTime.now() })
      .with('profile')
      .createMany(3)
    discussion = await DiscussionFactory.merge({ userId: members[0].id }).create()
    instances = await startTwoInstances()
    fanOnA = new Visitor(instances[0])
    await fanOnA.signIn(members[1].email, PASSWORD)
  })

  group.teardown(async () => {
    await closeOtherInstanceCache()
    await Promise.all(instances.map((instance) => instance.stop()))
    if (discussion) await db.from('forum_discussions').where('id', discussion.id).delete()
    if (members.length) {
      await db
        .from('users')
        .whereIn(
          'id',
          members.map((user) => user.id)
        )
        .delete()
    }
  })

  test('a like through instance A shows in the points instance B serves', async ({ assert }) => {
    if (redisMissing) throw new Error(redisMissing)
    const [author, , other] = members
    const path = discussionPath(discussion!)
    const pointsOnB = async () => {
      const response = await new Visitor(instances[1]).visit(path)
      const page = (await response.json()) as { props: { discussion: { author: Rank } } }
      return page.props.discussion.author.points
    }
    assert.equal(await pointsOnB(), 5)

    /* B listens to Redis: a like stored behind its back shows once the standings' tag is deleted there. */
    await db.table('forum_discussion_likes').insert({
      user_id: other.id,
      discussion_id: discussion!.id,
    })
    assert.equal(await pointsOnB(), 5)
    await eventually('B ouvir o Redis', async () => {
      await forgetOnOtherInstances([STANDINGS])
      return (await pointsOnB()) === 6
    })

    const liked = await fanOnA.request(`/comunidade/discussoes/${discussion!.id}/curtida`, {
      method: 'POST',
    })
    await liked.arrayBuffer()
    assert.equal(liked.status, 302)
    await eventually(`a curtida feita em A contar para ${author.fullName} em B`, async () => {
      return (await pointsOnB()) === 7
    })
  })
    .skip(Boolean(redisMissing) && !inCI, redisMissing ?? '')
    .timeout(60_000)
})
