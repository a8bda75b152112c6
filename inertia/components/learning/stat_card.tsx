import type { ReactNode } from 'react'
import type { LucideIcon } from '~/components/platform/icons'
import { cn } from '~/lib/utils'
import { Card, CardContent } from '~/components/ui/card'

/** Streak colour: 7 days or more green, 3 or more yellow, else grey. */
export const STREAK_CLASSES = {
  green: 'text-success',
  yellow: 'text-warning',
  grey: 'text-muted-foreground',
} as const

export function StatCard({
  icon: Icon,
  label,
  value,
  detail,
  valueClassName,
  children,
}: {
  icon: LucideIcon
  label: string
  value: string
  detail?: string
  valueClassName?: string
  children?: ReactNode
}) {
  return (
    <Card>
      <CardContent className="p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
        </div>
        <p className={cn('mt-2 text-3xl font-bold tabular-nums', valueClassName)}>{value}</p>
        {detail && <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
        {children}
      </CardContent>
    </Card>
  )
}
