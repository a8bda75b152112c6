import type { ReactNode } from 'react'
import { Dialog as D } from 'radix-ui'
import { X } from '~/components/platform/icons'

export const Sheet = D.Root
export const SheetTrigger = D.Trigger
export const SheetClose = D.Close

/** Side panel for the mobile menu (a Radix dialog sliding from the right). */
export function SheetContent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <D.Content className="fixed inset-y-0 right-0 z-50 flex h-full w-3/4 max-w-sm flex-col gap-4 border-l bg-background p-6 shadow-lg">
        <D.Title className="text-lg font-semibold">{title}</D.Title>
        <D.Description className="sr-only">{title}</D.Description>
        {children}
        <D.Close
          className="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100"
          aria-label="Fechar menu"
        >
          <X className="h-4 w-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  )
}
