import { useState } from 'react'
import { initialsOf } from '@domain/platform/initials'
import { cn } from '~/lib/utils'

/**
 * Picture with a fallback to initials when there is none or it fails to
 * load. A plain <img> with an error handler: it is in the header of every
 * signed-in page, and Radix's Avatar added ~2.5 KB of gzipped JavaScript.
 */
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
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && failedSrc !== src
  return (
    <span
      className={cn('relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full', className)}
    >
      {showImage ? (
        <img
          src={src!}
          alt={name}
          className="aspect-square h-full w-full object-cover"
          onError={() => setFailedSrc(src!)}
        />
      ) : (
        <span
          className={cn(
            'flex h-full w-full items-center justify-center rounded-full bg-primary/15 font-semibold text-accent-foreground',
            fallbackClassName
          )}
          aria-label={name}
        >
          {initials ?? initialsOf(name)}
        </span>
      )}
    </span>
  )
}
