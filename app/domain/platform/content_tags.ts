/*
| The tags of the cached content (#services/platform/content_cache): each
| cached value and public page carries the tags of what it shows, each write
| forgets the tags of what it changed, on every instance.
*/

/** The course list: catalogue, landing, podcast, sitemap (and the figures counted from it). */
export const CATALOG = 'catalog'
/** The platform's figures (courses, students, reviews, members). */
export const FIGURES = 'figures'
/** The forum's lists (latest, trending, sitemap). */
export const FORUM = 'forum'
/** Every member's points and rank. */
export const STANDINGS = 'standings'
/** Pages that show members' names and photos (forum, reviews, certificates). */
export const MEMBERS = 'members'
/** The certificates' revocation status lists (/certificado/status/{n}). */
export const CERTIFICATE_STATUS = 'certificate-status'
/** Every cached public page (a write through a content route forgets them all). */
export const PUBLIC_PAGES = 'public-pages'

export const courseTag = (id: number) => `course:${id}`
export const discussionTag = (id: number | string) => `discussion:${id}`
export const memberTag = (id: number) => `member:${id}`
export const certificateTag = (id: string) => `certificate:${id}`
