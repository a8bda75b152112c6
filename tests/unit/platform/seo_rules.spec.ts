import { test } from '@japa/runner'
import { latest, robotsTxt, sitemapXml } from '#domain/platform/seo'

test.group('Sitemap and robots.txt', () => {
  test('the sitemap has absolute, escaped addresses and ISO dates', ({ assert }) => {
    const xml = sitemapXml('https://ganjatalks.com.br/', [
      { path: '/', lastmod: new Date('2026-03-10T12:00:00Z') },
      { path: '/cursos?categoria=cultivo&nivel=iniciante', lastmod: null },
    ])
    assert.include(xml, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    assert.include(
      xml,
      '<url>\n    <loc>https://ganjatalks.com.br/</loc>\n    <lastmod>2026-03-10T12:00:00.000Z</lastmod>\n  </url>'
    )
    assert.include(
      xml,
      '<url>\n    <loc>https://ganjatalks.com.br/cursos?categoria=cultivo&amp;nivel=iniciante</loc>\n  </url>'
    )
  })

  test('robots.txt points to the sitemap of APP_URL', ({ assert }) => {
    const lines = robotsTxt('https://ganjatalks.com.br/').split('\n')
    assert.equal(lines[0], 'User-agent: *')
    assert.include(lines, 'Disallow: /admin')
    assert.include(lines, 'Sitemap: https://ganjatalks.com.br/sitemap.xml')
  })

  test('the latest of some dates, or none', ({ assert }) => {
    const early = new Date('2026-01-01T00:00:00Z')
    const late = new Date('2026-02-01T00:00:00Z')
    assert.deepEqual(latest([early, null, late, undefined]), late)
    assert.isNull(latest([null, undefined]))
  })
})
