import type { ReactElement } from 'react'
import SiteLayout from '~/layouts/site_layout'
import AdminLayout from '~/layouts/admin_layout'

/**
 * The one place that decides each page's layout from its name: the public
 * and learner screens get the site header and footer; the admin area its
 * sidebar layout (the 'Acesso Negado' page stays bare: it shows no admin
 * navigation to someone without access); auth and error screens bring their
 * own chrome and get no layout. The Toaster is mounted once at the root
 * (inertia/app.tsx), for every page.
 */
const BARE_PAGES = ['admin/access_denied']
const BARE_PREFIXES = ['auth/', 'errors/']

export function layoutFor(name: string) {
  if (BARE_PAGES.includes(name) || BARE_PREFIXES.some((prefix) => name.startsWith(prefix))) {
    return undefined
  }
  const Layout = name.startsWith('admin/') ? AdminLayout : SiteLayout
  return (page: ReactElement) => <Layout>{page}</Layout>
}
