import { test } from '@japa/runner'
import {
  DELETE_WINDOW_MINUTES,
  discussionSlug,
  forumEngagement,
  forumHotness,
  HOT_MAX_AGE_DAYS,
  HOT_MIN_ENGAGEMENT,
  isForumCategory,
  isHotDiscussion,
  normalizeTags,
  parseForumFilters,
  withinDeleteWindow,
} from '#domain/community/forum'
import { communityPoints } from '#domain/community/profile_stats'
import { describeActivity, type ActivityKind } from '#domain/admin/admin_activity'

const none = { likes: 0, replies: 0, views: 0 }

test.group('Forum: hotness and the hot mark', () => {
  test('engagement: a like counts 1, a reply 2 and ten views 1', ({ assert }) => {
    assert.equal(forumEngagement(none), 0)
    assert.equal(forumEngagement({ likes: 3, replies: 2, views: 25 }), 3 + 4 + 2.5)
  })

  test('hotness: (1 + engagement) / (hours + 2) ^ 1.5', ({ assert }) => {
    assert.closeTo(forumHotness(none, 0), 1 / Math.pow(2, 1.5), 1e-12)
    assert.closeTo(
      forumHotness({ likes: 5, replies: 3, views: 0 }, 1),
      12 / Math.pow(3, 1.5),
      1e-12
    )
    /* A clock a little ahead of the database never makes a post hotter than brand new. */
    assert.equal(forumHotness(none, -5), forumHotness(none, 0))
  })

  test('more engagement is hotter at the same age; more recent is hotter at the same engagement', ({
    assert,
  }) => {
    const counts = { likes: 3, replies: 1, views: 10 }
    assert.isAbove(forumHotness({ ...counts, likes: 4 }, 5), forumHotness(counts, 5))
    assert.isAbove(forumHotness(counts, 2), forumHotness(counts, 30))
    /* A fresh question with a little engagement beats a week-old popular one. */
    assert.isAbove(
      forumHotness({ likes: 1, replies: 1, views: 0 }, 1),
      forumHotness({ likes: 20, replies: 0, views: 0 }, 144)
    )
  })

  test(`hot: engagement of at least ${HOT_MIN_ENGAGEMENT} and at most ${HOT_MAX_AGE_DAYS} days old`, ({
    assert,
  }) => {
    assert.equal(HOT_MIN_ENGAGEMENT, 10)
    assert.equal(HOT_MAX_AGE_DAYS, 7)
    assert.isTrue(isHotDiscussion({ likes: 10, replies: 0, views: 0 }, 1))
    assert.isTrue(isHotDiscussion({ likes: 4, replies: 3, views: 0 }, 1))
    assert.isTrue(isHotDiscussion({ likes: 0, replies: 0, views: 100 }, 1))
    assert.isFalse(isHotDiscussion({ likes: 9, replies: 0, views: 9 }, 1))
    assert.isTrue(isHotDiscussion({ likes: 10, replies: 0, views: 0 }, 7 * 24))
    assert.isFalse(isHotDiscussion({ likes: 10, replies: 0, views: 0 }, 7 * 24 + 1))
    assert.isFalse(isHotDiscussion({ likes: 500, replies: 0, views: 0 }, 30 * 24))
  })
})

test.group('Forum: addresses, tags and filters', () => {
  test('the slug drops accents, punctuation and case, and is never empty', ({ assert }) => {
    assert.equal(discussionSlug('Como regar no inverno?'), 'como-regar-no-inverno')
    assert.equal(
      discussionSlug('Genética & Estabilização: F1 → F5!'),
      'genetica-estabilizacao-f1-f5'
    )
    assert.equal(discussionSlug('  --Olá--  '), 'ola')
    assert.equal(discussionSlug('???'), 'discussao')
    assert.equal(discussionSlug('🌱🌱'), 'discussao')
    const long = discussionSlug(`${'palavra '.repeat(20)}fim`)
    assert.isAtMost(long.length, 80)
    assert.notMatch(long, /-$/)
  })

  test('tags: trimmed, lower-case, without #, unique, at most 5 of at most 30 characters', ({
    assert,
  }) => {
    assert.deepEqual(normalizeTags(['Cultivo', ' LED  ', 'led', '#Inverno', '', '   ']), [
      'cultivo',
      'led',
      'inverno',
    ])
    assert.deepEqual(normalizeTags(['luz   solar  plena']), ['luz solar plena'])
    assert.deepEqual(normalizeTags(['a', 'b', 'c', 'd', 'e', 'f', 'g']), ['a', 'b', 'c', 'd', 'e'])
    assert.equal(normalizeTags(['x'.repeat(40)])[0].length, 30)
    assert.deepEqual(normalizeTags([]), [])
  })

  test('categories are the six of the forum', ({ assert }) => {
    for (const category of ['geral', 'cultivo', 'business', 'ciencia', 'ia', 'legal']) {
      assert.isTrue(isForumCategory(category), category)
    }
    for (const other of ['Geral', 'culinaria', '', null, 3]) {
      assert.isFalse(isForumCategory(other), String(other))
    }
  })

  test('filters come from the Portuguese query string', ({ assert }) => {
    assert.deepEqual(parseForumFilters({}), {
      category: null,
      q: null,
      sort: 'recentes',
      status: null,
      mine: false,
      saved: false,
      page: 1,
    })
    assert.deepEqual(
      parseForumFilters({
        categoria: 'legal',
        q: '  colheita   no  inverno ',
        ordem: 'sem-resposta',
        status: 'nao-resolvidas',
        minhas: '1',
        salvas: 'true',
        pagina: '3',
      }),
      {
        category: 'legal',
        q: 'colheita no inverno',
        sort: 'sem-resposta',
        status: 'nao-resolvidas',
        mine: true,
        saved: true,
        page: 3,
      }
    )
    assert.isTrue(parseForumFilters({ salvas: 'sim' }).saved)
  })

  test('anything unknown in the query string falls back to no filter', ({ assert }) => {
    const filters = parseForumFilters({
      categoria: 'culinaria',
      q: '   ',
      ordem: 'aleatoria',
      status: 'talvez',
      minhas: 'yes',
      salvas: ['1'],
      pagina: '-2',
    })
    assert.deepEqual(filters, {
      category: null,
      q: null,
      sort: 'recentes',
      status: null,
      mine: false,
      saved: false,
      page: 1,
    })
    for (const pagina of ['0', '1.5', 'abc', '10001', '1e3x', undefined]) {
      assert.equal(parseForumFilters({ pagina }).page, 1, String(pagina))
    }
    assert.equal(parseForumFilters({ pagina: '10000' }).page, 10_000)
    assert.lengthOf(parseForumFilters({ q: 'a'.repeat(500) }).q!, 100)
    assert.isNull(parseForumFilters({ q: ['colheita'] }).q)
  })
})

test.group('Forum: who may do what', () => {
  test(`an author may delete a post for ${DELETE_WINDOW_MINUTES} minutes`, ({ assert }) => {
    const now = new Date('2025-06-01T12:00:00Z')
    const ago = (minutes: number, seconds = 0) =>
      new Date(now.getTime() - minutes * 60_000 - seconds * 1000)
    assert.equal(DELETE_WINDOW_MINUTES, 30)
    assert.isTrue(withinDeleteWindow(ago(0), now))
    assert.isTrue(withinDeleteWindow(ago(29, 59), now))
    assert.isTrue(withinDeleteWindow(ago(30), now))
    assert.isFalse(withinDeleteWindow(ago(30, 1), now))
    assert.isFalse(withinDeleteWindow(ago(60 * 24), now))
  })

  test('community points: discussion 5, reply 2, like received 1, solution 15', ({ assert }) => {
    const zero = { discussions: 0, replies: 0, likesReceived: 0, solutions: 0 }
    assert.equal(communityPoints(zero), 0)
    assert.equal(communityPoints({ ...zero, discussions: 1 }), 5)
    assert.equal(communityPoints({ ...zero, replies: 1 }), 2)
    assert.equal(communityPoints({ ...zero, likesReceived: 1 }), 1)
    assert.equal(communityPoints({ ...zero, solutions: 1 }), 15)
    assert.equal(
      communityPoints({ discussions: 3, replies: 4, likesReceived: 6, solutions: 2 }),
      15 + 8 + 6 + 30
    )
  })

  test('moderation reads in pt-BR in the activity log', ({ assert }) => {
    const item = (kind: ActivityKind, context: string | null = null) =>
      describeActivity({ kind, subject: 'Rega no inverno', context })
    assert.equal(item('forum_pinned'), 'Discussão "Rega no inverno" fixada')
    assert.equal(item('forum_locked'), 'Discussão "Rega no inverno" trancada')
    assert.equal(
      item('forum_discussion_hidden', 'Spam'),
      'Discussão "Rega no inverno" ocultada (motivo: Spam)'
    )
    assert.equal(
      item('forum_reply_hidden', 'Ofensiva'),
      'Resposta em "Rega no inverno" ocultada (motivo: Ofensiva)'
    )
    assert.equal(item('forum_report_resolved'), 'Denúncia sobre "Rega no inverno" resolvida')
    assert.equal(item('forum_report_dismissed'), 'Denúncia sobre "Rega no inverno" descartada')
  })
})
