import type { ReactElement } from 'react'
import SiteLayout from '~/layouts/site_layout'
import { isBarePage } from '@domain/platform/page_layouts'

/**
 * The one place that decides each page's layout from its name: the public
 * and learner screens get the site header and footer; the admin area its
 * sidebar layout; the bare pages none (#domain/platform/page_layouts). The
 * Toaster is mounted once at the root (inertia/app.tsx), for every page. The
 * admin layout is a chunk of its own, fetched next to the first admin page:
 * visitors and learners never load it.
 */
type Layout = (page: ReactElement) => ReactElement

export async function layoutFor(name: string): Promise<Layout | undefined> {
  if (isBarePage(name)) return undefined
  if (name.startsWith('admin/')) {
    const { default: AdminLayout } = await import('~/layouts/admin_layout')
    return (page) => <AdminLayout>{page}</AdminLayout>
  }
  return (page) => <SiteLayout>{page}</SiteLayout>
}
