import type { ReactNode } from 'react'
import type { AnalyticsPeriod, ExportTable } from '@domain/admin/admin_analytics'
import { Card } from '~/components/ui/card'
import { CsvLink } from './csv_link'

/** A titled section of the page with its CSV download, or its empty state instead of a table of zeros. */
export function TableSection({
  id,
  title,
  description,
  table,
  period,
  empty,
  children,
}: {
  id: string
  title: string
  description: string
  table: ExportTable
  period: AnalyticsPeriod
  /** Shown instead of the content when there is nothing to show */
  empty: string | null
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="grid grid-cols-1 gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={id} className="text-lg font-semibold">
              {title}
            </h2>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          <CsvLink table={table} period={period} />
        </div>
        {empty ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          children
        )}
      </Card>
    </section>
  )
}
