import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { publicPage } from '#services/platform/route_traits'
import { CATALOG, FIGURES, FORUM } from '#domain/platform/content_tags'

publicPage(router.get('/', [controllers.Home, 'show']).as('home'), () => [CATALOG, FIGURES])
/* A visitor without a session asks for one (and its CSRF cookie) before a first write. */
router.get('/sessao/csrf', [controllers.Session, 'csrf']).as('session.csrf')
router
  .post('/newsletter', [controllers.Newsletter, 'store'])
  .as('newsletter.store')
  .use(throttle.newsletter)
publicPage(router.get('/podcast', [controllers.Podcast, 'index']).as('podcast'), () => [CATALOG])
publicPage(router.get('/sitemap.xml', [controllers.Seo, 'sitemapXml']).as('sitemap'), () => [
  CATALOG,
  FORUM,
])
publicPage(router.get('/robots.txt', [controllers.Seo, 'robotsTxt']).as('robots'), () => [])

/* Course covers and profile photos of the local disk; lesson files have authorized routes (learning.ts). */
router.get('/uploads/*', [controllers.PublicUploads, 'show']).as('uploads.show')
