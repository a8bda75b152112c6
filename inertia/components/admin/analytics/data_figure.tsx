import { useEffect, useState, type ReactNode } from 'react'
import { ADMIN_ANALYTICS_TEXT as T } from './texts'

export type FigureTable = {
  caption: string
  columns: string[]
  rows: { key: string; cells: ReactNode[] }[]
}

/** The figures of a chart as a table (first cell of each row is its header). */
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
 * technology (its label says where the numbers are) and the same figures are
 * in a 'Ver dados' table that anyone can open.
 */
export function DataFigure({
  label,
  table,
  height = 200,
  children,
}: {
  label: string
  table: FigureTable
  height?: number
  children: ReactNode
}) {
  return (
    <figure className="grid min-w-0 gap-3">
      <div role="img" aria-label={label} className="w-full min-w-0" style={{ height }}>
        {children}
      </div>
      <details className="rounded-md border text-sm">
        <summary className="cursor-pointer px-3 py-2 font-medium">{T.seeData}</summary>
        <FiguresTable table={table} className="max-h-72 overflow-auto px-3 pb-3" />
      </details>
    </figure>
  )
}

/** Shared look of the charts: theme colours (light and dark). */
export const CHART = {
  primary: 'var(--color-primary)',
  destructive: 'var(--color-destructive)',
  grid: 'var(--color-border)',
  tick: { fill: 'var(--color-muted-foreground)', fontSize: 11 },
  tooltip: {
    contentStyle: {
      background: 'var(--color-popover)',
      border: '1px solid var(--color-border)',
      borderRadius: 8,
      color: 'var(--color-popover-foreground)',
      fontSize: 12,
    },
    labelStyle: { color: 'var(--color-popover-foreground)', fontWeight: 600 },
  },
}

/** True when the system asks for less motion: the charts then appear without animation. */
export function useReducedMotion() {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}
