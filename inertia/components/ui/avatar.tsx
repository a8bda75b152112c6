import { Avatar as A } from 'radix-ui'
import { initialsOf } from '@domain/initials'
import { cn } from '~/lib/utils'

/** Picture with a fallback to initials when there is none or it fails to load. */
export function Avatar({
  src,
  name,
  initials,
  className,
  fallbackClassName,
}: {
  src?: string | null
  name: string
  initials?: string
  className?: string
  /** Look of the initials badge when there is no picture */
  fallbackClassName?: string
}) {
  return (
    <A.Root
      className={cn('relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src && <A.Image src={src} alt={name} className="aspect-square h-full w-full object-cover" />}
      <A.Fallback
        className={cn(
          'flex h-full w-full items-center justify-center rounded-full bg-primary/15 font-semibold text-accent-foreground',
          fallbackClassName
        )}
        aria-label={name}
      >
        {initials ?? initialsOf(name)}
      </A.Fallback>
    </A.Root>
  )
}
