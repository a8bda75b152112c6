import type { ReactElement } from 'react'
import { Head, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

export const SITE_NAME = 'Ganja Talks'

/** The share picture of every public page without its own (1200 × 630). */
export const DEFAULT_SHARE_IMAGE = '/images/compartilhamento.png'

/* Link previews (WhatsApp, Facebook, LinkedIn, X) read raster images only, not SVG. */
const SHAREABLE_IMAGE = /\.(png|jpe?g|webp|gif)(\?.*)?$/i

/** An absolute address from APP_URL; addresses that are already absolute stay as they are. */
export function absoluteUrl(appUrl: string, path: string) {
  return /^https?:\/\//i.test(path) ? path : `${appUrl}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The picture a link preview shows: the page's own when previews can read it, else the site's. */
export function shareImageOf(image: string | null | undefined) {
  return image && SHAREABLE_IMAGE.test(image) ? image : DEFAULT_SHARE_IMAGE
}

/**
 * A page's <title> and description and, on public pages (`share`), what a
 * link preview shows: Open Graph and a Twitter card with absolute addresses
 * from APP_URL, and the canonical address (the path without its query).
 * Every tag has a head-key, so a page's own replaces the layout's.
 */
export function Seo({
  title,
  description,
  share = false,
  image,
  type = 'website',
  path,
}: {
  title: string
  description: string
  share?: boolean
  image?: string | null
  type?: 'website' | 'article'
  path?: string
}) {
  const { appUrl, currentPath } = usePage<SharedProps>().props
  const tags: ReactElement[] = [
    <meta key="description" head-key="description" name="description" content={description} />,
  ]
  if (share) {
    const url = absoluteUrl(appUrl, (path ?? currentPath).split('?')[0])
    const picture = absoluteUrl(appUrl, shareImageOf(image))
    const meta: Array<[string, string]> = [
      ['og:type', type],
      ['og:site_name', SITE_NAME],
      ['og:locale', 'pt_BR'],
      ['og:title', title],
      ['og:description', description],
      ['og:url', url],
      ['og:image', picture],
      ['og:image:alt', title],
    ]
    tags.push(<link key="canonical" head-key="canonical" rel="canonical" href={url} />)
    for (const [property, content] of meta) {
      tags.push(<meta key={property} head-key={property} property={property} content={content} />)
    }
    const card: Array<[string, string]> = [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', title],
      ['twitter:description', description],
      ['twitter:image', picture],
    ]
    for (const [name, content] of card) {
      tags.push(<meta key={name} head-key={name} name={name} content={content} />)
    }
  }
  return <Head title={title}>{tags}</Head>
}
