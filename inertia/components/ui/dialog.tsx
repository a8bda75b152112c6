import type { ReactNode } from 'react'
import { Dialog as D } from 'radix-ui'
import { X } from '~/components/platform/icons'
import { cn } from '~/lib/utils'

export const Dialog = D.Root
export const DialogTrigger = D.Trigger
export const DialogClose = D.Close

/** Accessible modal (focus trapped and restored, Esc closes) from Radix. */
export function DialogContent({
  title,
  description,
  children,
  className,
  closeLabel = 'Fechar',
}: {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  closeLabel?: string
}) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-in" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg',
          className
        )}
      >
        <div className="flex flex-col gap-1.5 pr-6">
          <D.Title className="text-lg font-semibold leading-tight">{title}</D.Title>
          {description ? (
            <D.Description className="text-sm text-muted-foreground">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
        </div>
        {children}
        <D.Close
          className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100"
          aria-label={closeLabel}
        >
          <X className="h-4 w-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  )
}
