import type { ReactElement } from 'react'
import SiteLayout from '~/layouts/site_layout'

/**
 * The one place that decides each page's layout from its name: the public
 * and learner screens get the site header and footer; the admin area its
 * sidebar layout (the 'Acesso Negado' page stays bare: it shows no admin
 * navigation to someone without access); auth and error screens bring their
 * own chrome and get no layout. The Toaster is mounted once at the root
 * (inertia/app.tsx), for every page. The admin layout is a chunk of its own,
 * fetched next to the first admin page: visitors and learners never load it.
 */
const BARE_PAGES = ['admin/access_denied']
const BARE_PREFIXES = ['auth/', 'errors/']

type Layout = (page: ReactElement) => ReactElement

export async function layoutFor(name: string): Promise<Layout | undefined> {
  if (BARE_PAGES.includes(name) || BARE_PREFIXES.some((prefix) => name.startsWith(prefix))) {
    return undefined
  }
  if (name.startsWith('admin/')) {
    const { default: AdminLayout } = await import('~/layouts/admin_layout')
    return (page) => <AdminLayout>{page}</AdminLayout>
  }
  return (page) => <SiteLayout>{page}</SiteLayout>
}
