import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Lesson from '#models/lesson'
import CourseModule from '#models/course_module'
import publicPageCache from '#services/platform/public_page_cache'
import LearningProgressService from '#services/learning/learning_progress_service'
import { createCourse, createLearner } from '#tests/functional/catalog/helpers'
import { discussionBy, discussionPath, member, submit } from '../../community/forum_helpers.js'
import { read, visitor, withPublicPageCache } from '#tests/helpers/public_page_cache'

/*
| The public pages of visitors without a session are rendered once and
| served from memory until a write forgets the tags of what they show. These tests turn the cache
| on (it is off under NODE_ENV=test: each test rolls its data back) and
| drive it as browsers do, with plain HTTP and a cookie jar per visitor.
*/

/** Reads the page twice: the second read must come from the cache. */
async function prime(assert: any, path: string) {
  const first = await read(visitor(), path)
  assert.equal(first.status, 200, path)
  const second = await read(visitor(), path)
  assert.equal(second.state, 'HIT', path)
  return second
}

async function startedCourse() {
  const { course, lessons } = await createCourse({ tabs: ['conteudo', 'avaliacoes'] })
  const learner = await createLearner()
  const progress = await app.container.make(LearningProgressService)
  await progress.touchCourse(learner.id, course.id)
  return { course, lessons, learner }
}

test.group('Public page cache', (group) => {
  withPublicPageCache(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a public page is rendered once, then served from memory with the same bytes', async ({
    assert,
  }) => {
    const { course } = await createCourse({ title: 'Curso em cache' })
    for (const path of ['/', '/cursos', '/cursos?q=cache', `/cursos/${course.slug}`, '/podcast']) {
      const first = await read(visitor(), path)
      assert.equal(first.status, 200, path)
      assert.equal(first.state, 'MISS', path)
      const second = await read(visitor(), path)
      assert.equal(second.state, 'HIT', path)
      assert.equal(second.text, first.text, path)
      assert.equal(second.cacheControl, 'public, max-age=0, s-maxage=60, stale-while-revalidate=60')
      assert.include(second.vary, 'Cookie')
      assert.include(second.vary, 'X-Inertia')
      assert.deepEqual(second.cookies, [], path)
    }
  })

  test('the Inertia answer of a page is cached apart from its HTML', async ({ assert }) => {
    const html = await prime(assert, '/cursos')
    const version = JSON.parse(
      /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html.text)![1]
    ).version as string
    const inertia = { 'x-inertia': 'true', 'x-inertia-version': version }
    const json = await read(visitor(), '/cursos', inertia)
    assert.equal(json.status, 200)
    assert.equal(json.state, 'MISS')
    assert.equal(JSON.parse(json.text).component, 'courses/index')
    const again = await read(visitor(), '/cursos', inertia)
    assert.equal(again.state, 'HIT')
    assert.equal(again.text, json.text)
    /* A partial reload depends on more than the URL: never from the cache. */
    const partial = await read(visitor(), '/cursos', {
      ...inertia,
      'x-inertia-partial-component': 'courses/index',
      'x-inertia-partial-data': 'courses',
    })
    assert.isNull(partial.state)
    /* An old client version gets Inertia's 409 (reload), never a cached answer. */
    const stale = await read(visitor(), '/cursos', {
      ...inertia,
      'x-inertia-version': 'antiga',
    })
    assert.equal(stale.status, 409)
  })

  test('a signed-in member never receives the cached anonymous page', async ({
    assert,
    client,
  }) => {
    const someone = await member('Renata Cacheada')
    await prime(assert, '/')
    await prime(assert, '/cursos')
    for (const path of ['/', '/cursos']) {
      const page = await client.get(path).loginAs(someone).withInertia()
      page.assertStatus(200)
      assert.isUndefined(page.header('x-page-cache'), path)
      assert.equal(page.header('cache-control'), 'private, no-cache')
      assert.equal((page.inertiaProps.user as { fullName: string }).fullName, 'Renata Cacheada')
    }
    /* …and the pages cached before still show nobody signed in. */
    const anonymous = await read(visitor(), '/')
    assert.equal(anonymous.state, 'HIT')
    assert.notInclude(anonymous.text, 'Renata Cacheada')
  })

  test('a visitor without a session gets no cookie and no CSRF token on public pages', async ({
    assert,
  }) => {
    publicPageCache.enabled = false
    const { course } = await createCourse()
    for (const path of ['/', '/cursos', `/cursos/${course.slug}`, '/comunidade', '/podcast']) {
      const page = await read(visitor(), path)
      assert.equal(page.status, 200, path)
      assert.deepEqual(page.cookies, [], path)
      assert.include(page.text, '"csrfToken":null', path)
    }
    /* The sign-in page has a form to protect: it starts a session. */
    const auth = await read(visitor(), '/auth')
    assert.isTrue(auth.cookies.some((cookie) => cookie.startsWith('XSRF-TOKEN=')))
    assert.isTrue(auth.cookies.some((cookie) => cookie.startsWith('gt-session=')))
  })

  test('two visitors never share a CSRF token or a flash message', async ({ assert }) => {
    const ana = visitor()
    const bia = visitor()
    await prime(assert, '/')

    /* A first write asks for a session first (inertia/lib/csrf_cookie.ts). */
    const refused = await ana.request('/newsletter', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana@exemplo.com' }),
    })
    assert.equal(refused.status, 302)
    const anaCsrf = await ana.request('/sessao/csrf')
    assert.equal(anaCsrf.status, 204)
    assert.equal(anaCsrf.headers.get('cache-control'), 'no-store')
    await bia.request('/sessao/csrf')
    assert.isString(ana.cookie('XSRF-TOKEN'))
    assert.isString(bia.cookie('XSRF-TOKEN'))
    assert.notEqual(ana.cookie('XSRF-TOKEN'), bia.cookie('XSRF-TOKEN'))
    assert.notEqual(ana.cookie('gt-session'), bia.cookie('gt-session'))

    const sent = await ana.request('/newsletter', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana@exemplo.com' }),
    })
    assert.equal(sent.status, 302)
    /* Ana's next page carries her toast; it is rendered for her alone. */
    const anaPage = await read(ana, '/')
    assert.isNull(anaPage.state)
    assert.include(anaPage.text, 'Inscrição confirmada!')
    assert.equal(anaPage.cacheControl, 'private, no-cache')

    const biaPage = await read(bia, '/')
    assert.notInclude(biaPage.text, 'Inscrição confirmada!')
    const stranger = await read(visitor(), '/')
    assert.equal(stranger.state, 'HIT')
    assert.notInclude(stranger.text, 'Inscrição confirmada!')
    for (const token of [ana.cookie('XSRF-TOKEN')!, bia.cookie('XSRF-TOKEN')!]) {
      assert.notInclude(stranger.text, decodeURIComponent(token).slice(2, 40))
    }
  })

  test('each kind of write clears the cached pages that show it', async ({ assert, client }) => {
    const { course, lessons, learner } = await startedCourse()
    const coursePath = `/cursos/${course.slug}`
    const author = await member('Autora Original')
    const discussion = await discussionBy(author, { title: 'Rega de mudas em cache' })
    const forumPath = discussionPath(discussion)

    const writes: {
      kind: string
      path: string
      write: (client: ApiClient) => Promise<unknown>
      shows: string
    }[] = [
      {
        kind: 'course (model)',
        path: coursePath,
        write: async () => {
          course.title = 'Título Renovado do Curso'
          await course.save()
        },
        shows: 'Título Renovado do Curso',
      },
      {
        kind: 'lesson (model)',
        path: coursePath,
        write: async () => {
          const first = await CourseModule.findOrFail(lessons[0].moduleId)
          await Lesson.create({
            courseId: course.id,
            moduleId: first.id,
            title: 'Aula Nova Recém-Publicada',
            lessonType: 'video',
            objectives: [],
            orderIndex: 0,
            isPublished: true,
            isFreePreview: false,
          })
        },
        shows: 'Aula Nova Recém-Publicada',
      },
      {
        kind: 'review (route)',
        path: `${coursePath}?aba=avaliacoes`,
        write: (c) =>
          submit(c, 'post', `${coursePath}/avaliacoes`, learner, {
            rating: 5,
            comment: 'Avaliação que limpa o cache',
          }),
        shows: 'Avaliação que limpa o cache',
      },
      {
        kind: 'discussion (route)',
        path: '/comunidade',
        write: (c) =>
          submit(c, 'post', '/comunidade/discussoes', author, {
            title: 'Discussão nova sobre substrato',
            message: 'Qual substrato vocês usam para mudas de cannabis medicinal?',
            category: 'cultivo',
            tags: ['Cultivo'],
          }),
        shows: 'Discussão nova sobre substrato',
      },
      {
        kind: 'reply (route)',
        path: forumPath,
        write: (c) =>
          submit(c, 'post', `/comunidade/discussoes/${discussion.id}/respostas`, learner, {
            reply: 'Resposta que aparece para os visitantes',
          }),
        shows: 'Resposta que aparece para os visitantes',
      },
      {
        kind: "member's name (route)",
        path: forumPath,
        write: (c) =>
          submit(c, 'put', `/perfil/${author.id}`, author, {
            fullName: 'Autora Renomeada',
            specialty: null,
            bio: null,
            location: null,
            yearsExperience: null,
            linkedinUrl: null,
            websiteUrl: null,
          }),
        shows: 'Autora Renomeada',
      },
    ]

    for (const { kind, path, write, shows } of writes) {
      const before = await prime(assert, path)
      assert.notInclude(before.text, shows, kind)
      const response = (await write(client)) as { status?: () => number } | undefined
      if (response?.status) assert.isBelow(response.status(), 400, kind)
      const after = await read(visitor(), path)
      assert.equal(after.state, 'MISS', kind)
      assert.include(after.text, shows, kind)
    }
  })

  test('a like (a counter written with the query builder) clears the forum pages', async ({
    assert,
    client,
  }) => {
    const discussion = await discussionBy(await member(), { title: 'Curtidas em cache' })
    const fan: User = await member()
    await prime(assert, discussionPath(discussion))
    const like = await submit(
      client,
      'post',
      `/comunidade/discussoes/${discussion.id}/curtida`,
      fan
    )
    assert.isBelow(like.status(), 400)
    const after = await read(visitor(), discussionPath(discussion))
    assert.equal(after.state, 'MISS')
    assert.match(after.text, /"likesCount":1\b/)
  })

  test('a new student clears the course page (its student count)', async ({ assert }) => {
    const { course } = await createCourse()
    const path = `/cursos/${course.slug}`
    await prime(assert, path)
    const progress = await app.container.make(LearningProgressService)
    const newcomer = await createLearner()
    await progress.touchCourse(newcomer.id, course.id)
    const after = await read(visitor(), path)
    assert.equal(after.state, 'MISS')
    /* A returning student changes no figure: the page stays cached. */
    const again = await read(visitor(), path)
    assert.equal(again.state, 'HIT')
  })

  test('errors, redirects and unknown pages are never cached', async ({ assert }) => {
    for (const path of ['/cursos/curso-que-nao-existe', '/nao-existe', '/dashboard']) {
      await read(visitor(), path)
      const again = await read(visitor(), path)
      assert.notEqual(again.state, 'HIT', path)
    }
  })
})
