import type { ReactNode } from 'react'
import { ANALYTICS_TEXT } from './texts'

export type DataTable = {
  caption: string
  columns: string[]
  rows: { key: string; cells: ReactNode[] }[]
}

/**
 * A chart with its figures as text: the drawing is one image for assistive
 * technology (its label says where the numbers are) and the same figures
 * sit in a 'Ver dados' table anyone can open, keyboard and screen reader included.
 */
export function ChartFigure({
  label,
  table,
  height = 280,
  children,
}: {
  /** What the chart shows, read instead of the drawing */
  label: string
  table: DataTable
  /** In pixels; the width follows the screen */
  height?: number
  children: ReactNode
}) {
  return (
    <figure className="grid min-w-0 gap-3">
      <div role="img" aria-label={label} className="w-full min-w-0" style={{ height }}>
        {children}
      </div>
      <details className="rounded-md border text-sm">
        <summary className="cursor-pointer px-3 py-2 font-medium">{ANALYTICS_TEXT.seeData}</summary>
        <div className="overflow-x-auto px-3 pb-3">
          <table className="w-full text-left">
            <caption className="sr-only">{table.caption}</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-b last:border-0">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 pr-3 font-medium">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-2 pr-3 tabular-nums">
                        {cell}
                      </td>
                    )
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
