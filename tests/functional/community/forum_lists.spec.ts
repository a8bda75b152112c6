import { test } from '@japa/runner'
import { countQueries } from '#tests/helpers/query_count'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import type ForumDiscussion from '#models/forum_discussion'
import LessonView from '#models/lesson_view'
import ForumService from '#services/community/forum_service'
import { STANDINGS } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'
import { UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory, ReplyFactory } from '#database/factories/forum_factory'
import { createCourse } from '../catalog/helpers.js'
import { discussionBy, discussionPath, member, submit } from './forum_helpers.js'

type Card = {
  id: number
  title: string
  isHot: boolean
  isSolved: boolean
  isPinned: boolean
  author: { id: number; points: number; ranking: number | null }
}
type Page = { inertiaProps: Record<string, any> }

const titles = (response: Page) => response.inertiaProps.discussions.map((card: Card) => card.title)
const ids = (response: Page) => response.inertiaProps.discussions.map((card: Card) => card.id)

/** Confirmed members, one after the other (the test transaction is a single connection). */
async function members(count: number, names: string[] = []) {
  const made: User[] = []
  for (let i = 0; i < count; i++) made.push(await member(names[i]))
  return made
}

/** Sets the stored counters and age of a discussion (what 'Em Alta' and the sorts read). */
async function engage(
  discussion: ForumDiscussion,
  counts: { likes?: number; replies?: number; views?: number; hoursAgo?: number }
) {
  await db
    .from('forum_discussions')
    .where('id', discussion.id)
    .update({
      likes_count: counts.likes ?? 0,
      replies_count: counts.replies ?? 0,
      views_count: counts.views ?? 0,
      created_at: DateTime.now()
        .minus({ hours: counts.hoursAgo ?? 0 })
        .toJSDate(),
    })
}

/** A discussion whose last activity was `minutesAgo` (the default order of 'Discussões'). */
function activeAgo(author: User, minutesAgo: number, attributes: Partial<ForumDiscussion> = {}) {
  return discussionBy(author, {
    lastActivityAt: DateTime.now().minus({ minutes: minutesAgo }),
    ...attributes,
  })
}

test.group('Discussões: search, filters, sorts and pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('search finds words in titles without caring for case or accents, and words only in tags', async ({
    client,
    assert,
  }) => {
    const author = await member()
    await discussionBy(author, { title: 'Colheita no ponto certo', category: 'cultivo' })
    await discussionBy(author, { title: 'Genética: estabilizar uma linhagem', category: 'ciencia' })
    await discussionBy(author, {
      title: 'Lupa para acompanhar a maturação',
      tags: ['tricomas', 'lupa'],
    })
    await discussionBy(author, { title: 'Assunto sem relação' })

    const search = async (q: string) =>
      titles(await client.get(`/comunidade?q=${encodeURIComponent(q)}`).withInertia())

    assert.deepEqual(await search('colheita'), ['Colheita no ponto certo'])
    assert.deepEqual(await search('COLHEITAS'), ['Colheita no ponto certo'])
    assert.deepEqual(await search('genetica'), ['Genética: estabilizar uma linhagem'])
    assert.deepEqual(await search('genética'), ['Genética: estabilizar uma linhagem'])
    assert.deepEqual(await search('tricomas'), ['Lupa para acompanhar a maturação'])
    assert.deepEqual(await search('inexistente'), [])
    /* Operators and quotes are only text: never a crash, never everything. */
    assert.deepEqual(await search(`colheita' & | ! :* ( ) --`), ['Colheita no ponto certo'])
    assert.deepEqual(await search('!!! &&& |||'), await search(''))
    assert.deepEqual(await search('de'), [])
    const response = await client.get('/comunidade?q=colheita').withInertia()
    assert.equal(response.inertiaProps.filters.q, 'colheita')
    assert.equal(response.inertiaProps.pagination.total, 1)
  })

  test('a category shows only its discussions; an unknown one shows all', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const legal = await discussionBy(author, { category: 'legal' })
    const grow = await discussionBy(author, { category: 'cultivo' })

    const onlyLegal = await client.get('/comunidade?categoria=legal').withInertia()
    assert.deepEqual(ids(onlyLegal), [legal.id])
    assert.equal(onlyLegal.inertiaProps.filters.category, 'legal')
    const unknown = await client.get('/comunidade?categoria=culinaria').withInertia()
    assert.sameMembers(ids(unknown), [legal.id, grow.id])
    assert.isNull(unknown.inertiaProps.filters.category)
  })

  test('by default pinned discussions come first, then the most recently active', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const old = await activeAgo(author, 300)
    const pinned = await activeAgo(author, 600, { isPinned: true })
    const recent = await activeAgo(author, 5)
    const middle = await activeAgo(author, 60)

    const response = await client.get('/comunidade').withInertia()
    assert.deepEqual(ids(response), [pinned.id, recent.id, middle.id, old.id])
  })

  test('sorts: most liked, most answered and unanswered only', async ({ client, assert }) => {
    const author = await member()
    const liked = await activeAgo(author, 30)
    const answered = await activeAgo(author, 20)
    const quiet = await activeAgo(author, 10)
    await engage(liked, { likes: 9, replies: 1 })
    await engage(answered, { likes: 2, replies: 7 })

    const byLikes = await client.get('/comunidade?ordem=curtidas').withInertia()
    assert.deepEqual(ids(byLikes), [liked.id, answered.id, quiet.id])
    assert.equal(byLikes.inertiaProps.filters.sort, 'curtidas')
    const byReplies = await client.get('/comunidade?ordem=respondidas').withInertia()
    assert.deepEqual(ids(byReplies), [answered.id, liked.id, quiet.id])
    const unanswered = await client.get('/comunidade?ordem=sem-resposta').withInertia()
    assert.deepEqual(ids(unanswered), [quiet.id])
  })

  test('status: solved and unsolved discussions', async ({ client, assert }) => {
    const author = await member()
    const solved = await discussionBy(author)
    const open = await discussionBy(author)
    const helper = await member()
    const reply = await ReplyFactory.merge({ discussionId: solved.id, userId: helper.id }).create()
    await new ForumService().accept(solved, reply)

    const resolved = await client.get('/comunidade?status=resolvidas').withInertia()
    assert.deepEqual(ids(resolved), [solved.id])
    assert.isTrue(resolved.inertiaProps.discussions[0].isSolved)
    const unresolved = await client.get('/comunidade?status=nao-resolvidas').withInertia()
    assert.deepEqual(ids(unresolved), [open.id])
    assert.isFalse(unresolved.inertiaProps.discussions[0].isSolved)
  })

  test('ten discussions a page: "Carregar Mais" knows there is more, and page 2 has the rest', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const made: ForumDiscussion[] = []
    for (let i = 0; i < 12; i++) made.push(await activeAgo(author, 100 - i))
    const newestFirst = made.map((discussion) => discussion.id).reverse()

    const first = await client.get('/comunidade').withInertia()
    assert.deepEqual(ids(first), newestFirst.slice(0, 10))
    assert.deepEqual(first.inertiaProps.pagination, { currentPage: 1, hasMore: true, total: 12 })

    const second = await client.get('/comunidade?pagina=2').withInertia()
    assert.deepEqual(ids(second), newestFirst.slice(10))
    assert.deepEqual(second.inertiaProps.pagination, { currentPage: 2, hasMore: false, total: 12 })

    const nonsense = await client.get('/comunidade?pagina=abc').withInertia()
    assert.equal(nonsense.inertiaProps.pagination.currentPage, 1)
  })
})

test.group('Em Alta', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pinned first, then the hottest: more engagement and more recent before less', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const pinned = await discussionBy(author, { isPinned: true })
    const hot = await discussionBy(author)
    const warm = await discussionBy(author)
    const recentFew = await discussionBy(author)
    const olderFew = await discussionBy(author)
    const oldPopular = await discussionBy(author)
    const hidden = await DiscussionFactory.apply('hidden').merge({ userId: author.id }).create()
    await engage(pinned, { hoursAgo: 120 })
    await engage(hot, { likes: 5, replies: 3, hoursAgo: 1 })
    await engage(warm, { likes: 1, replies: 1, views: 30, hoursAgo: 1 })
    await engage(recentFew, { likes: 3, hoursAgo: 2 })
    await engage(olderFew, { likes: 3, hoursAgo: 30 })
    await engage(oldPopular, { likes: 20, hoursAgo: 144 })
    await engage(hidden, { likes: 50, replies: 20, hoursAgo: 1 })

    const response = await client.get('/comunidade/em-alta').loginAs(author).withInertia()

    response.assertInertiaComponent('community/trending')
    assert.deepEqual(ids(response), [
      pinned.id,
      hot.id,
      warm.id,
      recentFew.id,
      olderFew.id,
      oldPopular.id,
    ])
  })

  test('the hot mark: engagement of at least 10 within 7 days', async ({ client, assert }) => {
    const author = await member()
    const cases = [
      { title: 'Dez curtidas', counts: { likes: 10, hoursAgo: 24 }, hot: true },
      { title: 'Quatro curtidas e três respostas', counts: { likes: 4, replies: 3 }, hot: true },
      { title: 'Cem visualizações', counts: { views: 100, hoursAgo: 3 }, hot: true },
      { title: 'Quase quente', counts: { likes: 9, views: 9, hoursAgo: 1 }, hot: false },
      { title: 'Antiga e curtida', counts: { likes: 30, hoursAgo: 8 * 24 }, hot: false },
      { title: 'Sem nada', counts: {}, hot: false },
    ]
    for (const { title, counts } of cases)
      await engage(await discussionBy(author, { title }), counts)

    for (const url of ['/comunidade', '/comunidade/em-alta']) {
      const response = await client.get(url).withInertia()
      const marks = Object.fromEntries(
        response.inertiaProps.discussions.map((card: Card) => [card.title, card.isHot])
      )
      assert.deepEqual(marks, Object.fromEntries(cases.map(({ title, hot }) => [title, hot])), url)
    }
  })
})

test.group('Comunidade: header figures and Top Membros', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('members are confirmed accounts, discussions the visible ones, engagement the active share', async ({
    client,
    assert,
  }) => {
    const [posted, replied, liked, quiet, studied, away] = await members(6)
    const unconfirmed = await UserFactory.merge({ emailVerifiedAt: null }).create()
    const forum = new ForumService()

    const recent = await discussionBy(posted)
    await DiscussionFactory.apply('hidden').merge({ userId: posted.id }).create()
    await discussionBy(unconfirmed)
    const old = await discussionBy(away)
    await engage(old, { hoursAgo: 40 * 24 })
    await forum.reply(recent, replied.id, 'Boa pergunta.')
    await forum.like(liked.id, recent.id)
    const { lessons } = await createCourse()
    await LessonView.create({ lessonId: lessons[0].id, userId: studied.id })
    void quiet

    const response = await client.get('/comunidade').withInertia()

    /* 6 confirmed; active in 30 days: posted, replied, liked, studied → 4/6 = 67 %. */
    assert.deepEqual(response.inertiaProps.figures, {
      members: 6,
      discussions: 3,
      engagement: 67,
    })
    const trending = await client.get('/comunidade/em-alta').withInertia()
    assert.deepEqual(trending.inertiaProps.figures, response.inertiaProps.figures)
  })

  test('the figures, read once for everyone, count a discussion at once when a member posts it', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const before = await client.get('/comunidade').loginAs(author).withInertia()
    assert.equal(before.inertiaProps.figures.discussions, 0)
    /* Read again without a query: the same figures for every member. */
    const again = await countQueries(() => client.get('/comunidade').loginAs(author).withInertia())
    assert.notExists(
      again.find((sql) => sql.includes('with members as')),
      again.join('\n')
    )

    const posted = await submit(client, 'post', '/comunidade/discussoes', author, {
      title: 'Como regar no inverno?',
      category: 'cultivo',
      message: 'No inverno a planta bebe menos. Quanto vocês regam?',
      tags: [],
    })
    posted.assertStatus(302)
    const after = await client.get('/comunidade').loginAs(author).withInertia()
    assert.equal(after.inertiaProps.figures.discussions, 1)
    assert.equal(after.inertiaProps.figures.engagement, 100)
  })

  test('an empty community shows zeros, not NaN', async ({ client, assert }) => {
    const response = await client.get('/comunidade').withInertia()
    assert.deepEqual(response.inertiaProps.figures, { members: 0, discussions: 0, engagement: 0 })
    assert.deepEqual(response.inertiaProps.topMembers, [])
  })

  test('Top Membros lists the four members with most points, in order, with their ranking', async ({
    client,
    assert,
  }) => {
    const forum = new ForumService()
    const [asker, prolific, helper, casual, newcomer, silent] = await members(6, [
      'Ana Pergunta',
      'Beto Escreve',
      'Clara Ajuda',
      'Davi Responde',
      'Eva Chegou',
      'Fábio Calado',
    ])
    const question = await forum.create(asker.id, {
      title: 'Pergunta',
      category: 'geral',
      body: 'Texto',
      tags: [],
    }) // asker: 5
    for (let i = 0; i < 3; i++) {
      await forum.create(prolific.id, {
        title: `Tema ${i}`,
        category: 'geral',
        body: 'x',
        tags: [],
      })
    } // prolific: 15
    const solution = await forum.reply(question, helper.id, 'A solução') // helper: 2
    await forum.accept(question, solution) // helper: 2 + 15 = 17
    await forum.reply(question, casual.id, 'Concordo') // casual: 2
    await forum.like(newcomer.id, question.id) // asker: 6
    void silent

    const response = await client.get('/comunidade').loginAs(newcomer).withInertia()

    assert.deepEqual(
      response.inertiaProps.topMembers.map(
        (top: { fullName: string; points: number; ranking: number; solutions: number }) => [
          top.fullName,
          top.points,
          top.ranking,
          top.solutions,
        ]
      ),
      [
        ['Clara Ajuda', 17, 1, 1],
        ['Beto Escreve', 15, 2, 0],
        ['Ana Pergunta', 6, 3, 0],
        ['Davi Responde', 2, 4, 0],
      ]
    )

    /* Discussion cards carry their author's standing. */
    const card = response.inertiaProps.discussions.find((d: Card) => d.id === question.id)
    assert.deepInclude(card.author, { id: asker.id, points: 6, ranking: 3 })
    const page = await client.get(discussionPath(question)).withInertia()
    const reply = page.inertiaProps.replies.find(
      (r: { author: { id: number } }) => r.author.id === helper.id
    )
    assert.deepInclude(reply.author, { points: 17, ranking: 1 })
  })
})

test.group('Query bound of the forum pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function busyDiscussion(replies: number) {
    const discussion = await DiscussionFactory.with('author').create()
    const forum = new ForumService()
    for (let i = 0; i < replies; i++) {
      const author = await member()
      const reply = await forum.reply(discussion, author.id, `Resposta ${i}`)
      await forum.like(author.id, discussion.id)
      await forum.likeReply(discussion.userId, reply.id)
    }
    return discussion
  }

  test('/comunidade uses the same queries for 3 discussions or 30', async ({ client, assert }) => {
    const viewer = await member()
    for (let i = 0; i < 3; i++) await busyDiscussion(1)
    const small = await countQueries(() => client.get('/comunidade').loginAs(viewer).withInertia())
    const smallTrending = await countQueries(() =>
      client.get('/comunidade/em-alta').loginAs(viewer).withInertia()
    )

    for (let i = 0; i < 27; i++) await busyDiscussion(2)
    const large = await countQueries(() => client.get('/comunidade').loginAs(viewer).withInertia())
    const largeTrending = await countQueries(() =>
      client.get('/comunidade/em-alta').loginAs(viewer).withInertia()
    )
    const visitor = await countQueries(() => client.get('/comunidade?q=resposta').withInertia())

    assert.equal(large.length, small.length, large.join('\n'))
    assert.equal(largeTrending.length, smallTrending.length, largeTrending.join('\n'))
    assert.isAtMost(visitor.length, large.length, visitor.join('\n'))
  })

  test('a discussion page uses the same queries for 3 replies or 30', async ({
    client,
    assert,
  }) => {
    const viewer = await member()
    const small = await busyDiscussion(3)
    const large = await busyDiscussion(30)

    const few = await countQueries(() =>
      client.get(discussionPath(small)).loginAs(viewer).withInertia()
    )
    /* Both measured with the standings to compute, as after any write that moves points. */
    await forgetContent([STANDINGS])
    const many = await countQueries(() =>
      client.get(discussionPath(large)).loginAs(viewer).withInertia()
    )
    const secondPage = await countQueries(() =>
      client
        .get(`${discussionPath(large)}?pagina=2`)
        .loginAs(viewer)
        .withInertia()
    )

    assert.equal(many.length, few.length, many.join('\n'))
    /* Seen already today: no view to count this time. */
    assert.isAtMost(secondPage.length, few.length, secondPage.join('\n'))
  })
})
