import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import { appUrl } from '#config/app'
import { robotsTxt, sitemapXml } from '#domain/platform/seo'
import SitemapService from '#services/platform/sitemap_service'

/** /sitemap.xml and /robots.txt, with absolute addresses from APP_URL. */
@inject()
export default class SeoController {
  constructor(private sitemap: SitemapService) {}

  async sitemapXml({ response }: HttpContext) {
    response.header('Content-Type', 'application/xml; charset=utf-8')
    /* Crawlers come often and the list changes slowly: an hour in their and any CDN's cache. */
    response.header('Cache-Control', 'public, max-age=3600')
    return sitemapXml(appUrl, await this.sitemap.entries())
  }

  robotsTxt({ response }: HttpContext) {
    response.header('Content-Type', 'text/plain; charset=utf-8')
    return robotsTxt(appUrl)
  }
}
