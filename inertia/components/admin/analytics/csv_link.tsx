import { Download } from '~/components/platform/icons'
import type { AnalyticsPeriod, ExportTable } from '@domain/admin/admin_analytics'
import { buttonClasses } from '~/components/ui/button'
import { urlFor } from '~/client'
import { ADMIN_ANALYTICS_TEXT as T } from './texts'

/** Downloads one table of the page, for the period on screen (a plain link: the browser saves the file). */
export function CsvLink({ table, period }: { table: ExportTable; period: AnalyticsPeriod }) {
  return (
    <a
      href={urlFor('admin.analytics.export', { tabela: table }, { qs: { periodo: period } })}
      download
      aria-label={T.downloadLabel(T.tables[table])}
      className={buttonClasses('outline', 'sm')}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {T.download}
    </a>
  )
}
