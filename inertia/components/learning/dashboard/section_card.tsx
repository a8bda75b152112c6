import type { ComponentType, ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/utils'

/** A dashboard block: a card whose title carries an icon, and its content. */
export function SectionCard({
  icon: Icon,
  iconClassName = 'text-primary',
  title,
  description,
  contentClassName,
  children,
}: {
  icon?: ComponentType<{ 'className'?: string; 'aria-hidden'?: boolean | 'true' }>
  iconClassName?: string
  title: ReactNode
  description?: ReactNode
  contentClassName?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className={Icon ? 'flex items-center gap-2' : undefined}>
          {Icon && <Icon className={cn('h-5 w-5', iconClassName)} aria-hidden="true" />}
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
