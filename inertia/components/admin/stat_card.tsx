import type { ReactNode } from 'react'
import type { LucideIcon } from '~/components/platform/icons'
import { Card } from '~/components/ui/card'

/** One number of an admin overview with its caption. */
export function StatCard({
  title,
  value,
  caption,
  icon: Icon,
}: {
  title: string
  value: ReactNode
  caption: ReactNode
  icon: LucideIcon
}) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="mt-2 text-3xl font-bold">{value}</p>
      <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
    </Card>
  )
}
