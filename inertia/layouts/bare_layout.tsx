import type { ReactNode } from 'react'
import { Toaster } from '~/components/ui/toaster'
import { FlashToasts } from '~/components/flash_toasts'

/** Pages with their own chrome (admin, auth, errors): toasts only. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <FlashToasts />
      <Toaster />
    </>
  )
}
