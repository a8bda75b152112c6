import type { ReactNode } from 'react'

export type FigureTable = {
  caption: string
  columns: string[]
  rows: { key: string; cells: ReactNode[] }[]
}

const SEE_DATA = 'Ver dados'

/** The figures of a chart as a table (the first cell of each row is its header, numbers to the right). */
export function FiguresTable({ table, className }: { table: FigureTable; className?: string }) {
  return (
    <div className={className ?? 'overflow-x-auto'}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={
                  index === 0 ? 'py-2 pr-3 font-medium' : 'py-2 pr-3 text-right font-medium'
                }
              >
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
                  <td key={index} className="py-2 pr-3 text-right tabular-nums">
                    {cell}
                  </td>
                )
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A chart with its figures as text: the drawing is one image for assistive
 * technology (its label says where the numbers are) and the same figures sit
 * in a 'Ver dados' table anyone can open, keyboard and screen reader included.
 */
export function ChartFigure({
  label,
  table,
  height = 240,
  children,
}: {
  /** What the chart shows, read instead of the drawing */
  label: string
  table: FigureTable
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
        <summary className="cursor-pointer px-3 py-2 font-medium">{SEE_DATA}</summary>
        <FiguresTable table={table} className="max-h-72 overflow-auto px-3 pb-3" />
      </details>
    </figure>
  )
}
