import { SSR_MEMBER_PAGES, SSR_PAGES } from '#config/inertia'

/** Screens rendered in the browser only in the app (see config/inertia.ts); members get every page so. */
export const BROWSER_ONLY_PAGES = [
  'dashboard/show',
  'analytics/index',
  'profiles/show',
  'profiles/privacy',
  'messages/index',
  'notifications/index',
  'certificates/index',
  'community/members',
  'lessons/show',
  'lessons/locked',
  'auth/show',
  'auth/forgot_password',
  'auth/reset_password',
  'auth/verify_email',
  'errors/server_error',
]

/**
 * Renders every page on the server while a group runs (group.setup), so a
 * response holds what the member reads and the page's <head>, not only its
 * data. Returns the cleanup that puts the app's list back.
 */
export function renderEveryPageOnServer() {
  const added = BROWSER_ONLY_PAGES.filter((page) => !SSR_PAGES.includes(page))
  SSR_PAGES.push(...added)
  const forMembers = SSR_PAGES.filter((page) => !SSR_MEMBER_PAGES.includes(page))
  SSR_MEMBER_PAGES.push(...forMembers)
  return () => {
    for (const page of added) SSR_PAGES.splice(SSR_PAGES.indexOf(page), 1)
    for (const page of forMembers) SSR_MEMBER_PAGES.splice(SSR_MEMBER_PAGES.indexOf(page), 1)
  }
}
