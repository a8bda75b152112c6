import { Leaf } from '~/components/platform/icons'
import { cn } from '~/lib/utils'

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Leaf className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="text-lg">
        Ganja <span className="text-primary">Talks</span>
      </span>
    </span>
  )
}
