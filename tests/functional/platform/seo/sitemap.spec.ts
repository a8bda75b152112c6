import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { appUrl } from '#config/app'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory } from '#database/factories/forum_factory'

const origin = appUrl.replace(/\/+$/, '')

/** The <loc> → <lastmod> pairs of a sitemap. */
function sitemapUrls(xml: string) {
  const urls = new Map<string, string | null>()
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = block.match(/<loc>([^<]*)<\/loc>/)![1]
    urls.set(loc, block.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1] ?? null)
  }
  return urls
}

test.group('Sitemap', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists the public pages, each published course and each visible discussion, with absolute addresses', async ({
    client,
    assert,
  }) => {
    const updatedAt = DateTime.fromISO('2026-03-10T12:00:00.000Z')
    await CourseFactory.merge({
      slug: 'cultivo-organico',
      title: 'Cultivo Orgânico',
      updatedAt,
    }).create()
    await CourseFactory.apply('draft').merge({ slug: 'rascunho-secreto' }).create()
    await CourseFactory.merge({ slug: 'curso-arquivado', archivedAt: DateTime.now() }).create()
    const author = await UserFactory.create()
    const discussion = await DiscussionFactory.merge({
      userId: author.id,
      title: 'Qual a melhor luz?',
    }).create()
    await DiscussionFactory.apply('hidden')
      .merge({ userId: author.id, title: 'Discussão escondida' })
      .create()

    const response = await client.get('/sitemap.xml')

    response.assertStatus(200)
    response.assertHeader('content-type', 'application/xml; charset=utf-8')
    const urls = sitemapUrls(response.text())
    for (const path of ['/', '/cursos', '/podcast', '/comunidade', '/comunidade/em-alta']) {
      assert.isTrue(urls.has(`${origin}${path}`), `${path} no sitemap`)
    }
    assert.equal(urls.get(`${origin}/cursos/cultivo-organico`), '2026-03-10T12:00:00.000Z')
    assert.isTrue(urls.has(`${origin}/comunidade/discussoes/${discussion.id}/qual-a-melhor-luz`))
    const all = [...urls.keys()].join('\n')
    assert.notInclude(all, 'rascunho-secreto')
    assert.notInclude(all, 'curso-arquivado')
    assert.notInclude(all, 'discussao-escondida')
    for (const loc of urls.keys()) assert.isTrue(loc.startsWith(`${origin}/`), loc)
    for (const path of ['/dashboard', '/perfil', '/admin', '/mensagens']) {
      assert.notInclude(all, `${origin}${path}`)
    }
  })
})

test.group('robots.txt', () => {
  test('keeps crawlers out of the private areas and points to the sitemap', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/robots.txt')

    response.assertStatus(200)
    response.assertHeader('content-type', 'text/plain; charset=utf-8')
    const lines = response.text().split('\n')
    assert.include(lines, 'User-agent: *')
    for (const path of [
      '/admin',
      '/dashboard',
      '/analytics',
      '/perfil',
      '/mensagens',
      '/notificacoes',
      '/aulas/',
      '/materiais/',
      '/cursos/*/aula/',
    ]) {
      assert.include(lines, `Disallow: ${path}`)
    }
    assert.include(lines, `Sitemap: ${origin}/sitemap.xml`)
    /* Public pages stay open: nothing blocks the catalogue, a course or the community. */
    assert.notInclude(lines, 'Disallow: /cursos')
    assert.notInclude(lines, 'Disallow: /comunidade')
    assert.notInclude(lines, 'Disallow: /')
  })
})
