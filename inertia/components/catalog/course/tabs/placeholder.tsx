import type { ReactNode } from 'react'
import { Construction } from '~/components/platform/icons'

/** Honest "coming soon" panel for the tabs other areas will fill. */
export function TabPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Construction className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-lg text-muted-foreground">{children}</p>
    </div>
  )
}
