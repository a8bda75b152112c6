import { Avatar as A } from 'radix-ui'
import { cn } from '~/lib/utils'

/** Initials of a name: first and last word, else the first two letters. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length >= 2) return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase()
  return (words[0] ?? '?').slice(0, 2).toUpperCase()
}

/** Picture with a fallback to initials when there is none or it fails to load. */
export function Avatar({
  src,
  name,
  initials,
  className,
}: {
  src?: string | null
  name: string
  initials?: string
  className?: string
}) {
  return (
    <A.Root
      className={cn('relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src && <A.Image src={src} alt={name} className="aspect-square h-full w-full object-cover" />}
      <A.Fallback
        className="flex h-full w-full items-center justify-center rounded-full bg-primary/15 font-semibold text-primary"
        aria-label={name}
      >
        {initials ?? initialsOf(name)}
      </A.Fallback>
    </A.Root>
  )
}
