import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import { PODCAST_PAGE_SIZE } from '#controllers/podcast_controller'
import { countQueries } from '#tests/helpers/query_count'
import { read, visitor, withPublicPageCache } from '#tests/helpers/public_page_cache'
import { newestFirst, podcastCourse, type CreatedEpisode } from './helpers.js'

/*
| /podcast lists the episodes newest first, 20 a page: the server-rendered
| page links to the next one (?pagina=2) and 'Carregar Mais Episódios'
| reloads only the list and its pagination, merged on the client.
*/

type Listed = { title: string; courseSlug: string; position: number }
type Pagination = { currentPage: number; hasMore: boolean; total: number }

const SINCE = new Date('2025-01-06T12:00:00Z')

/** What the page shows of each episode: its title and where it links. */
const shown = (episodes: Array<Listed | CreatedEpisode>) =>
  episodes.map(({ title, courseSlug, position }) => ({ title, courseSlug, position }))

/** The addresses of the page's <a rel="next|prev"> links, as a crawler reads them. */
function relLinks(html: string, rel: 'next' | 'prev') {
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(` rel="${rel}"`))
    .map((tag) => /\shref="([^"]*)"/.exec(tag)![1].replaceAll('&amp;', '&'))
}

/** Two courses of 15 episodes each, published alternately: 30 episodes. */
async function thirtyEpisodes() {
  const first = await podcastCourse(15, { since: SINCE })
  const second = await podcastCourse(15, { since: SINCE, minutesAfter: 0.5 })
  return newestFirst(first.episodes, second.episodes)
}

test.group('Podcast pagination', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the first page lists the 20 newest episodes with their number in the course', async ({
    client,
    assert,
  }) => {
    const all = await thirtyEpisodes()
    const response = await client.get('/podcast').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('podcast/index')
    assert.equal(PODCAST_PAGE_SIZE, 20)
    assert.deepEqual(
      shown(response.inertiaProps.episodes as Listed[]),
      shown(all.slice(0, PODCAST_PAGE_SIZE))
    )
    assert.deepEqual(response.inertiaProps.pagination, {
      currentPage: 1,
      hasMore: true,
      total: 30,
    })
  })

  test('?pagina=2 lists the older episodes; the load-more reload merges them by id', async ({
    client,
    assert,
  }) => {
    const all = await thirtyEpisodes()

    const second = await client.get('/podcast?pagina=2').withInertia()
    second.assertStatus(200)
    assert.deepEqual(
      shown(second.inertiaProps.episodes as Listed[]),
      shown(all.slice(PODCAST_PAGE_SIZE))
    )
    assert.deepEqual(second.inertiaProps.pagination, { currentPage: 2, hasMore: false, total: 30 })

    /* What 'Carregar Mais Episódios' asks for: the list and its pagination, the list appended. */
    const more = await client
      .get('/podcast?pagina=2')
      .withInertia()
      .withInertiaPartialReload('podcast/index', ['episodes', 'pagination'])
    more.assertStatus(200)
    assert.deepEqual(
      shown(more.inertiaProps.episodes as Listed[]),
      shown(all.slice(PODCAST_PAGE_SIZE))
    )
    const page = more.body() as { mergeProps?: string[]; matchPropsOn?: string[] }
    assert.include(page.mergeProps ?? [], 'episodes')
    assert.include(page.matchPropsOn ?? [], 'episodes.id')
  })

  test('the server-rendered page links to the next page, and page 2 back to the newer episodes', async ({
    client,
    assert,
  }) => {
    const all = await thirtyEpisodes()

    const first = await client.get('/podcast')
    first.assertStatus(200)
    first.assertTextIncludes(all[0].title)
    first.assertTextIncludes(`href="/cursos/${all[0].courseSlug}/aula/${all[0].position}"`)
    assert.deepEqual(relLinks(first.text(), 'next'), ['/podcast?pagina=2'])
    assert.deepEqual(relLinks(first.text(), 'prev'), [])
    first.assertTextIncludes('Carregar Mais Episódios')

    const second = await client.get('/podcast?pagina=2')
    second.assertStatus(200)
    second.assertTextIncludes(all[PODCAST_PAGE_SIZE].title)
    assert.deepEqual(relLinks(second.text(), 'prev'), ['/podcast'])
    second.assertTextIncludes('Episódios mais recentes')
    /* The last page has no next page. */
    assert.deepEqual(relLinks(second.text(), 'next'), [])
    assert.notInclude(second.text(), 'Carregar Mais Episódios')
  })

  test('a page number that is not one opens the first page; a page past the end says so', async ({
    client,
    assert,
  }) => {
    const all = await thirtyEpisodes()
    for (const query of [
      'pagina=abc',
      'pagina=0',
      'pagina=-3',
      'pagina=1.5',
      'pagina=',
      'pagina[]=2',
      'pagina[a]=2',
      'pagina=2&pagina=3',
      'pagina=99999999999999999999',
    ]) {
      const response = await client.get(`/podcast?${query}`).withInertia()
      response.assertStatus(200)
      const pagination = response.inertiaProps.pagination as Pagination
      assert.equal(pagination.currentPage, 1, query)
      assert.deepEqual(
        shown(response.inertiaProps.episodes as Listed[]),
        shown(all.slice(0, PODCAST_PAGE_SIZE)),
        query
      )
    }

    for (const query of ['pagina=3', 'pagina=10000']) {
      const past = await client.get(`/podcast?${query}`).withInertia()
      past.assertStatus(200)
      assert.deepEqual(past.inertiaProps.episodes, [], query)
      assert.deepEqual(
        past.inertiaProps.pagination,
        { currentPage: Number(query.split('=')[1]), hasMore: false, total: 30 },
        query
      )
    }
    const html = await client.get('/podcast?pagina=3')
    html.assertStatus(200)
    html.assertTextIncludes('Esta página não tem episódios.')
    html.assertTextIncludes('Ver os episódios mais recentes')
    html.assertTextIncludes('href="/podcast"')
  })

  test('without any episode the page says none is published yet', async ({ client, assert }) => {
    for (const path of ['/podcast', '/podcast?pagina=2']) {
      const response = await client.get(path)
      response.assertStatus(200)
      response.assertTextIncludes('Nenhum episódio publicado ainda. Volte em breve!')
      assert.notInclude(response.text(), 'Carregar Mais Episódios')
    }
  })

  test('the page costs the same few queries for 25 episodes or 625', async ({ client, assert }) => {
    const requests = {
      'first page': () => client.get('/podcast').withInertia(),
      'page 2': () => client.get('/podcast?pagina=2').withInertia(),
      'load more': () =>
        client
          .get('/podcast?pagina=2')
          .withInertia()
          .withInertiaPartialReload('podcast/index', ['episodes', 'pagination']),
    }
    const count = async () => {
      const counts: Record<string, string[]> = {}
      for (const [name, request] of Object.entries(requests)) {
        counts[name] = await countQueries(() => request())
      }
      return counts
    }

    /* A page and a bit, then 25 times as many episodes over 21 courses. */
    await podcastCourse(25, { since: SINCE })
    const small = await count()
    for (let i = 0; i < 20; i++) await podcastCourse(30, { since: SINCE, minutesAfter: i * 0.01 })
    const large = await count()

    for (const name of Object.keys(requests)) {
      assert.equal(large[name].length, small[name].length, `${name}\n${large[name].join('\n')}`)
      /* The count, the page (with each episode's number) and the page's courses. */
      assert.isAtMost(large[name].length, 3, `${name}\n${large[name].join('\n')}`)
    }
    const page = await client.get('/podcast?pagina=7').withInertia()
    assert.lengthOf(page.inertiaProps.episodes as Listed[], PODCAST_PAGE_SIZE)
    assert.equal((page.inertiaProps.pagination as Pagination).total, 625)
  })
})

/*
| The public page cache keys a page by its full URL: /podcast?pagina=2 is
| stored apart from /podcast, cleared by the same writes, and the load-more
| reload (an Inertia partial reload) never comes from the cache.
*/
test.group('Podcast pages in the public page cache', (group) => {
  withPublicPageCache(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each page is cached apart and a new episode clears them all', async ({ assert }) => {
    const first = await podcastCourse(25, { since: SINCE })
    const all = first.episodes

    for (const path of ['/podcast', '/podcast?pagina=2']) {
      const miss = await read(visitor(), path)
      assert.equal(miss.status, 200, path)
      assert.equal(miss.state, 'MISS', path)
      const hit = await read(visitor(), path)
      assert.equal(hit.state, 'HIT', path)
      assert.equal(hit.text, miss.text, path)
    }
    const second = await read(visitor(), '/podcast?pagina=2')
    assert.include(second.text, all[PODCAST_PAGE_SIZE].title)
    assert.notInclude(second.text, all[PODCAST_PAGE_SIZE - 1].title)

    /* A new episode moves the 20th newest to page 2. */
    await Lesson.create({
      courseId: first.course.id,
      title: 'Episódio recém-publicado',
      lessonType: 'podcast',
      objectives: [],
      orderIndex: 100,
      isPublished: true,
      isFreePreview: false,
    })
    const after = await read(visitor(), '/podcast?pagina=2')
    assert.equal(after.state, 'MISS')
    assert.include(after.text, all[PODCAST_PAGE_SIZE - 1].title)
    const newest = await read(visitor(), '/podcast')
    assert.equal(newest.state, 'MISS')
    assert.include(newest.text, 'Episódio recém-publicado')
  })

  test('the load-more reload is answered fresh, never from the cache', async ({ assert }) => {
    const { episodes } = await podcastCourse(25, { since: SINCE })
    const html = await read(visitor(), '/podcast')
    const version = JSON.parse(
      /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html.text)![1]
    ).version as string
    const inertia = { 'x-inertia': 'true', 'x-inertia-version': version }
    const partial = {
      ...inertia,
      'x-inertia-partial-component': 'podcast/index',
      'x-inertia-partial-data': 'episodes,pagination',
    }

    await read(visitor(), '/podcast?pagina=2', inertia)
    const cached = await read(visitor(), '/podcast?pagina=2', inertia)
    assert.equal(cached.state, 'HIT')
    for (let i = 0; i < 2; i++) {
      const more = await read(visitor(), '/podcast?pagina=2', partial)
      assert.equal(more.status, 200)
      assert.isNull(more.state)
      const page = JSON.parse(more.text) as { props: { episodes: Listed[] } }
      assert.deepEqual(
        page.props.episodes.map((episode) => episode.title),
        episodes.slice(PODCAST_PAGE_SIZE).map((episode) => episode.title)
      )
    }
  })
})
