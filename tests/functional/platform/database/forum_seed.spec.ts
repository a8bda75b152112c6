import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { seedForum } from '#database/seeding/forum'
import { seedDemoUsers, DEMO_LEARNER } from '#database/seeding/demo_users'
import { FORUM_DISCUSSIONS, FORUM_MEMBERS } from '#database/data/forum'
import { UserFactory } from '#database/factories/course_factory'
import { discussionSlug } from '#domain/community/forum'

const CATEGORIES = ['geral', 'cultivo', 'business', 'ciencia', 'ia', 'legal']
const TABLES = [
  'users',
  'profiles',
  'forum_discussions',
  'forum_replies',
  'forum_discussion_likes',
  'forum_reply_likes',
  'forum_discussion_views',
]

async function counts() {
  const result: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await db.from(table).count('* as total')
    result[table] = Number(row.total)
  }
  return result
}

const seed = () => db.transaction((trx) => seedForum(trx))

async function searchCount(term: string) {
  const result = await db.rawQuery(
    `SELECT count(*)::int AS total FROM forum_discussions
      WHERE search_document @@ to_tsquery('portuguese', catalog_unaccent(?))`,
    [term]
  )
  return result.rows[0].total as number
}

test.group('Forum seed data', () => {
  test('is consistent: known authors, valid categories, tags, replies and accepted answers', ({
    assert,
  }) => {
    const members = new Set(FORUM_MEMBERS.map((member) => member.email))
    const people = new Set([...members, DEMO_LEARNER.email])
    assert.equal(FORUM_MEMBERS.length, 8)
    assert.equal(members.size, 8)
    assert.lengthOf(
      FORUM_MEMBERS.filter((member) => member.role === 'instructor'),
      2
    )
    for (const member of FORUM_MEMBERS)
      assert.match(member.email, /^[a-z.]+@comunidade\.ganjatalks\.com\.br$/)

    assert.equal(FORUM_DISCUSSIONS.length, 18)
    assert.equal(new Set(FORUM_DISCUSSIONS.map((discussion) => discussion.key)).size, 18)
    assert.equal(
      new Set(FORUM_DISCUSSIONS.map(({ author, title }) => `${author} ${title}`)).size,
      18
    )
    for (const category of CATEGORIES) {
      const byMembers = FORUM_DISCUSSIONS.filter(
        (discussion) => discussion.category === category && members.has(discussion.author)
      )
      assert.isAtLeast(byMembers.length, 2, `${category} needs two discussions by members`)
    }
    assert.lengthOf(
      FORUM_DISCUSSIONS.filter((discussion) => discussion.locked),
      1
    )
    assert.lengthOf(
      FORUM_DISCUSSIONS.filter((discussion) => discussion.solutionReply !== undefined),
      4
    )
    assert.isTrue(FORUM_DISCUSSIONS.some(({ title }) => title.includes('Colheita')))
    assert.isTrue(FORUM_DISCUSSIONS.some(({ title }) => title.includes('Genética')))

    for (const discussion of FORUM_DISCUSSIONS) {
      const label = discussion.key
      assert.isTrue(people.has(discussion.author), label)
      assert.include(CATEGORIES, discussion.category, label)
      assert.isAtMost(discussion.title.length, 150, label)
      assert.isAtLeast(discussion.tags.length, 2, label)
      assert.isAtMost(discussion.tags.length, 4, label)
      for (const tag of discussion.tags) {
        assert.equal(tag, tag.toLowerCase(), label)
        assert.isAtMost(tag.length, 30, label)
      }
      assert.isAtMost(discussion.body.length, 10_000, label)
      assert.isAtLeast(discussion.daysAgo, 0, label)
      assert.isAtMost(discussion.daysAgo, 40, label)
      assert.isAtLeast(discussion.replies.length, 1, label)
      assert.isAtMost(discussion.replies.length, 6, label)
      for (const email of discussion.likes) {
        assert.isTrue(people.has(email), `${label}: ${email}`)
        assert.notEqual(email, discussion.author, `${label}: no self-like`)
      }
      for (const reply of discussion.replies) {
        assert.isTrue(people.has(reply.author), label)
        assert.isAtMost(reply.body.length, 5_000, label)
        for (const email of reply.likes ?? []) {
          assert.isTrue(people.has(email), `${label}: ${email}`)
          assert.notEqual(email, reply.author, `${label}: no self-like on a reply`)
        }
      }
      if (discussion.solutionReply !== undefined) {
        const solution = discussion.replies[discussion.solutionReply]
        assert.exists(solution, label)
        assert.isTrue(members.has(discussion.author), `${label}: accepted by a member`)
        assert.isTrue(members.has(solution.author), `${label}: answered by a member`)
        assert.notEqual(solution.author, discussion.author, label)
      }
    }
  })
})

test.group('Forum seed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('without the demo learner: seeds every category and a second run adds nothing', async ({
    assert,
  }) => {
    const first = await seed()
    const members = new Set(FORUM_MEMBERS.map((member) => member.email))
    const byMembers = FORUM_DISCUSSIONS.filter((discussion) => members.has(discussion.author))
    assert.deepEqual(first, { members: 8, discussions: byMembers.length })

    const rows = await db.from('forum_discussions').distinct('category')
    assert.sameMembers(
      rows.map((row) => row.category),
      CATEGORIES
    )
    const before = await counts()
    assert.isAbove(before.forum_replies, 0)
    assert.isAbove(before.forum_discussion_likes, 0)
    assert.isAbove(before.forum_reply_likes, 0)

    assert.deepEqual(await seed(), { members: 0, discussions: 0 })
    assert.deepEqual(await counts(), before)
  })

  test('members get a profile and verified account; an existing account is left untouched', async ({
    assert,
  }) => {
    const [first, ...others] = FORUM_MEMBERS
    const existing = await User.create({
      email: first.email,
      fullName: 'Nome Escolhido Pela Pessoa',
      password: 'senha-da-pessoa-123',
    })
    await seed()

    const user = await db.from('users').where('email', first.email).firstOrFail()
    assert.equal(user.id, existing.id)
    assert.equal(user.full_name, 'Nome Escolhido Pela Pessoa')
    assert.isTrue(await hash.verify(user.password, 'senha-da-pessoa-123'))
    assert.isNull(user.email_verified_at)
    assert.isNull(await db.from('profiles').where('user_id', existing.id).first())

    for (const member of others) {
      const row = await db.from('users').where('email', member.email).firstOrFail()
      const profile = await db.from('profiles').where('user_id', row.id).firstOrFail()
      assert.equal(row.full_name, member.fullName)
      assert.isNotNull(row.email_verified_at)
      assert.equal(profile.role, member.role)
      assert.equal(profile.location, member.location)
    }
  })

  test("with the demo learner: adds the learner's discussions, then nothing more", async ({
    assert,
  }) => {
    await seed()
    const withoutLearner = await counts()
    await db.transaction((trx) => seedDemoUsers(trx))
    const second = await seed()
    assert.equal(second.members, 0)
    assert.equal(
      second.discussions,
      FORUM_DISCUSSIONS.filter((discussion) => discussion.author === DEMO_LEARNER.email).length
    )
    const [{ total }] = await db.from('forum_discussions').count('* as total')
    assert.equal(Number(total), FORUM_DISCUSSIONS.length)
    const after = await counts()
    assert.isAbove(after.forum_replies, withoutLearner.forum_replies)
    assert.deepEqual(await seed(), { members: 0, discussions: 0 })
    assert.deepEqual(await counts(), after)
  })

  test('counters equal the rows, dates are in the past and accepted replies belong to their discussion', async ({
    assert,
  }) => {
    await db.transaction((trx) => seedDemoUsers(trx))
    await seed()

    const discussions = await db.rawQuery(`
      SELECT d.id, d.title, d.replies_count, d.likes_count, d.views_count, d.accepted_reply_id,
             d.created_at, d.last_activity_at,
             (SELECT count(*)::int FROM forum_replies r WHERE r.discussion_id = d.id) AS replies,
             (SELECT count(*)::int FROM forum_discussion_likes l WHERE l.discussion_id = d.id) AS likes,
             (SELECT count(*)::int FROM forum_discussion_views v WHERE v.discussion_id = d.id) AS views,
             coalesce((SELECT max(r.created_at) FROM forum_replies r WHERE r.discussion_id = d.id),
                      d.created_at) AS last_activity,
             (SELECT count(*)::int FROM forum_replies r
               WHERE r.discussion_id = d.id AND (r.created_at < d.created_at OR r.created_at > now()))
               AS misplaced_replies
        FROM forum_discussions d
    `)
    assert.lengthOf(discussions.rows, FORUM_DISCUSSIONS.length)
    for (const row of discussions.rows) {
      assert.equal(row.replies_count, row.replies, row.title)
      assert.equal(row.likes_count, row.likes, row.title)
      assert.isAbove(row.replies, 0, row.title)
      assert.equal(row.views_count, row.views, row.title)
      assert.isAbove(row.views, 0, row.title)
      assert.equal(
        new Date(row.last_activity_at).getTime(),
        new Date(row.last_activity).getTime(),
        row.title
      )
      assert.equal(row.misplaced_replies, 0, row.title)
      assert.isAtMost(new Date(row.created_at).getTime(), Date.now(), row.title)
    }

    const replies = await db.rawQuery(`
      SELECT r.id, r.likes_count,
             (SELECT count(*)::int FROM forum_reply_likes l WHERE l.reply_id = r.id) AS likes
        FROM forum_replies r
    `)
    for (const row of replies.rows) assert.equal(row.likes_count, row.likes, `reply ${row.id}`)

    const accepted = await db
      .from('forum_discussions as d')
      .join('forum_replies as r', 'r.id', 'd.accepted_reply_id')
      .whereColumn('r.discussion_id', 'd.id')
      .whereColumn('r.user_id', '<>', 'd.user_id')
      .count('* as total')
    assert.isAtLeast(Number(accepted[0].total), 4)

    const recent = await db
      .from('forum_discussions')
      .where('created_at', '>', db.raw(`now() - interval '3 days'`))
      .count('* as total')
    assert.isAtLeast(Number(recent[0].total), 2)
    const [{ total: pinned }] = await db
      .from('forum_discussions')
      .where('is_pinned', true)
      .count('* as total')
    assert.isAtLeast(Number(pinned), 1)
    const [{ total: locked }] = await db
      .from('forum_discussions')
      .where('is_locked', true)
      .count('* as total')
    assert.equal(Number(locked), 1)
  })

  test('full-text search finds the seeded discussions without accents', async ({ assert }) => {
    await seed()
    assert.isAbove(await searchCount('colheita'), 0)
    assert.isAbove(await searchCount('genetica'), 0)
    assert.isAbove(await searchCount('endocanabinoide'), 0)
  })

  test("'Boas-vindas…' shows the views recorded, each by a member who took part that day", async ({
    client,
    assert,
  }) => {
    await db.transaction((trx) => seedDemoUsers(trx))
    await seed()
    const welcome = await db
      .from('forum_discussions')
      .where('title', 'like', 'Boas-vindas%')
      .firstOrFail()
    const views = await db.from('forum_discussion_views').where('discussion_id', welcome.id)
    assert.isAbove(views.length, 0)
    /* One per member per day: never more than the people who wrote, replied or liked it. */
    const participants = await db.rawQuery(
      `SELECT user_id FROM forum_discussions WHERE id = :id
       UNION SELECT user_id FROM forum_replies WHERE discussion_id = :id
       UNION SELECT user_id FROM forum_discussion_likes WHERE discussion_id = :id
       UNION SELECT l.user_id FROM forum_reply_likes l
         JOIN forum_replies r ON r.id = l.reply_id WHERE r.discussion_id = :id`,
      { id: welcome.id }
    )
    const people = participants.rows.map((row: { user_id: number }) => row.user_id)
    for (const view of views) assert.include(people, view.user_id)

    /* A visitor reads it (no view recorded): the page says exactly what was recorded. */
    const path = `/comunidade/discussoes/${welcome.id}/${discussionSlug(welcome.title)}`
    const page = await client.get(path).withInertia()
    assert.equal(page.inertiaProps.discussion.viewsCount, views.length)

    /* A member opening it adds one view, as the app counts. */
    const member = await UserFactory.create()
    const seen = await client.get(path).loginAs(member).withInertia()
    assert.equal(seen.inertiaProps.discussion.viewsCount, views.length + 1)
  })

  test('every seeded member signed up before their first post, reply or like', async ({
    assert,
  }) => {
    await db.transaction((trx) => seedDemoUsers(trx))
    await seed()
    const early = await db.rawQuery(`
      SELECT u.email, activity.at, u.created_at FROM users u JOIN (
        SELECT user_id, created_at AS at FROM forum_discussions
        UNION ALL SELECT user_id, created_at FROM forum_replies
        UNION ALL SELECT user_id, created_at FROM forum_discussion_likes
        UNION ALL SELECT user_id, created_at FROM forum_reply_likes
      ) AS activity ON activity.user_id = u.id
      WHERE activity.at < u.created_at`)
    assert.deepEqual(early.rows, [])
  })
})
