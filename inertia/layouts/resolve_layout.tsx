import type { ReactElement } from 'react'
import SiteLayout from '~/layouts/site_layout'
import BareLayout from '~/layouts/bare_layout'
import AdminLayout from '~/layouts/admin_layout'

/**
 * The one place that decides each page's layout from its name: the public
 * and learner screens get the site header and footer; the admin area its
 * sidebar layout (the 'Acesso Negado' page stays bare: it shows no admin
 * navigation to someone without access); auth and error screens the bare
 * layout (toasts only).
 */
const BARE_PAGES = ['admin/access_denied']
const BARE_PREFIXES = ['auth/', 'errors/']

export function layoutFor(name: string) {
  let Layout = SiteLayout
  if (BARE_PAGES.includes(name) || BARE_PREFIXES.some((prefix) => name.startsWith(prefix)))
    Layout = BareLayout
  else if (name.startsWith('admin/')) Layout = AdminLayout
  return (page: ReactElement) => <Layout>{page}</Layout>
}
