/*
| What search engines are told: the public pages of the sitemap and the
| private areas robots.txt keeps them out of. Pure functions, no HTTP.
*/

export type SitemapEntry = { path: string; lastmod: Date | null }

/**
 * Private areas (signed-in screens, the admin area, protected lesson files,
 * forms and JSON endpoints). Public pages, the certificate pages and the
 * covers under /uploads stay open.
 */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/dashboard',
  '/analytics',
  '/perfil',
  '/mensagens',
  '/notificacoes',
  '/certificados',
  '/comunidade/membros',
  '/cursos/*/aula/',
  '/aulas/',
  '/materiais/',
  /* The sign-in and sign-up page itself is open; its forms, links and tokens below it are not. */
  '/auth/',
  '/assinatura/',
  '/webhooks/',
  '/newsletter',
  '/logout',
  '/meta-de-estudo',
  '/credenciais/',
  '/__transmit/',
]

const origin = (appUrl: string) => appUrl.replace(/\/+$/, '')

export function robotsTxt(appUrl: string) {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin(appUrl)}/sitemap.xml`,
    '',
  ].join('\n')
}

function escapeXml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** The sitemap protocol's XML (https://www.sitemaps.org/protocol.html), addresses absolute. */
export function sitemapXml(appUrl: string, entries: SitemapEntry[]) {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `    <loc>${escapeXml(`${origin(appUrl)}${path}`)}</loc>`
    const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : ''
    return `  <url>\n${loc}${modified}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The latest of some dates (null when there is none). */
export function latest(dates: Array<Date | null | undefined>) {
  const times = dates.filter((date): date is Date => Boolean(date)).map((date) => date.getTime())
  return times.length ? new Date(Math.max(...times)) : null
}
