import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import { appUrl } from '#config/app'
import type User from '#models/user'
import { CourseFactory, LessonFactory, UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

const origin = appUrl.replace(/\/+$/, '')

function decode(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The <title>s and the name/property → content of every <meta> in a page's HTML. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const titles = [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) =>
    decode(match[1])
  )
  const meta = new Map<string, string>()
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = tag.match(/\s(?:name|property)="([^"]*)"/)?.[1]
    const content = tag.match(/\scontent="([^"]*)"/)?.[1]
    if (key && content !== undefined) meta.set(key, decode(content))
  }
  return { titles, meta }
}

async function headAt(client: ApiClient, path: string, user?: User) {
  const request = client.get(path)
  const response = await (user ? request.loginAs(user) : request)
  return headOf(response.text())
}

test.group('Page titles and share metadata', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.setup(renderEveryPageOnServer)

  test('public pages carry Open Graph and Twitter card tags with absolute addresses', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.merge({
      slug: 'cultivo-organico',
      title: 'Cultivo Orgânico',
      subtitle: 'Do solo vivo à colheita',
      thumbnailUrl: '/uploads/course-thumbnails/cultivo-organico.png',
    }).create()
    const author = await UserFactory.create()
    const discussion = await DiscussionFactory.merge({
      userId: author.id,
      title: 'Qual a melhor luz?',
    }).create()
    const pages = [
      { path: '/', title: 'Educação canábica com IA', image: '/images/compartilhamento.png' },
      { path: '/cursos?busca=solo', title: 'Cursos', url: '/cursos' },
      {
        path: `/cursos/${course.slug}`,
        title: 'Cultivo Orgânico',
        description: 'Do solo vivo à colheita',
        image: '/uploads/course-thumbnails/cultivo-organico.png',
      },
      { path: '/podcast', title: 'Podcast' },
      { path: '/comunidade', title: 'Comunidade' },
      { path: '/comunidade/em-alta', title: 'Em Alta · Comunidade' },
      {
        path: `/comunidade/discussoes/${discussion.id}/qual-a-melhor-luz`,
        title: 'Qual a melhor luz?',
        type: 'article',
      },
    ]
    for (const page of pages) {
      const { titles, meta } = await headAt(client, page.path)
      assert.deepEqual(titles, [`${page.title} · Ganja Talks`], page.path)
      const description = meta.get('description')!
      assert.isAbove(description.length, 20, page.path)
      if (page.description) assert.equal(description, page.description)
      const url = `${origin}${page.url ?? page.path}`
      const image = `${origin}${page.image ?? '/images/compartilhamento.png'}`
      assert.deepInclude(
        Object.fromEntries(meta),
        {
          'og:title': page.title,
          'og:description': description,
          'og:type': page.type ?? 'website',
          'og:url': url,
          'og:image': image,
          'og:locale': 'pt_BR',
          'og:site_name': 'Ganja Talks',
          'twitter:card': 'summary_large_image',
          'twitter:title': page.title,
          'twitter:image': image,
        },
        page.path
      )
    }
  })

  test('a course whose cover link previews cannot read shares the site picture', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.merge({
      thumbnailUrl: '/uploads/course-thumbnails/capa.svg',
    }).create()
    const { meta } = await headAt(client, `/cursos/${course.slug}`)
    assert.equal(meta.get('og:image'), `${origin}/images/compartilhamento.png`)
  })

  test('every screen has its own title and description; signed-in screens are not shared', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.merge({ title: 'Cultivo Orgânico' }).create()
    await LessonFactory.merge({ courseId: course.id, orderIndex: 1, title: 'Solo vivo' }).create()
    await LessonFactory.merge({ courseId: course.id, orderIndex: 2, title: 'Compostagem' }).create()
    const member = await freeLearner({ fullName: 'Marina Lopes' })
    const premium = await premiumLearner({ fullName: 'Rita Melo' })
    const screens: Array<[string, User | undefined]> = [
      ['/', undefined],
      ['/cursos', undefined],
      [`/cursos/${course.slug}`, undefined],
      ['/podcast', undefined],
      ['/comunidade', undefined],
      ['/comunidade/em-alta', undefined],
      ['/auth', undefined],
      ['/auth?aba=login', undefined],
      ['/auth/esqueci-senha', undefined],
      ['/pagina-que-nao-existe', undefined],
      ['/auth/confirmar-email', undefined],
      ['/dashboard', member],
      ['/analytics', member],
      ['/perfil', member],
      ['/perfil/privacidade', member],
      [`/perfil/${premium.id}`, member],
      ['/mensagens', member],
      ['/notificacoes', member],
      ['/certificados', member],
      ['/comunidade/membros', member],
      [`/cursos/${course.slug}/aula/2`, member],
      [`/cursos/${course.slug}/aula/1`, premium],
    ]
    const seen = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const [path, user] of screens) {
      const { titles, meta } = await headAt(client, path, user)
      assert.lengthOf(titles, 1, `${path}: one <title>`)
      const [title] = titles
      assert.notEqual(title, 'Ganja Talks', `${path}: a title of its own`)
      assert.isFalse(seen.has(title), `${path} repeats the title of ${seen.get(title)}`)
      seen.set(title, path)
      const description = meta.get('description')!
      assert.isFalse(
        descriptions.has(description),
        `${path} repeats the description of ${descriptions.get(description)}`
      )
      descriptions.set(description, path)
      if (user) assert.isUndefined(meta.get('og:title'), `${path}: a private screen is not shared`)
    }
  })
})
