import type { ReactElement } from 'react'
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '~/components/ui/sheet'
import { SidebarNav, SignOutButton } from '~/components/admin/sidebar_nav'

/** The admin sections on a phone: a sheet, open at once (its own chunk: see admin_layout.tsx). */
export default function AdminMenuSheet({ trigger }: { trigger: ReactElement }) {
  return (
    <Sheet defaultOpen>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent title="Ganja Talks · Administração">
        <SidebarNav
          wrap={(link, key) => (
            <SheetClose asChild key={key}>
              {link}
            </SheetClose>
          )}
        />
        <div className="mt-auto border-t pt-4">
          <SignOutButton />
        </div>
      </SheetContent>
    </Sheet>
  )
}
