import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { LogOut } from '~/components/platform/icons'
import { cn } from '~/lib/utils'

/**
 * Signs out with a POST (the XSRF token travels with it), then the server goes
 * to / with 'Você saiu da conta'. Forwards its props and ref so a menu item can
 * render as it (keyboard focus and the menuitem role come from the menu).
 */
export const LogoutButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  ({ className, ...props }, ref) => (
    <Link
      route="auth.logout"
      as="button"
      ref={ref}
      {...(props as object)}
      className={cn('flex items-center gap-2', className)}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" /> Sair da conta
    </Link>
  )
)
LogoutButton.displayName = 'LogoutButton'
