import type { ReactElement } from 'react'
import { Link } from '@adonisjs/inertia/react'
import type { SharedProps } from '~/types'
import { LogoutButton } from '~/components/accounts/logout_button'
import { MEMBER_LINKS } from '~/components/platform/site_nav'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

/** The signed-in member's menu around the avatar button (its own chunk: see site_header.tsx). */
export default function AccountMenu({
  trigger,
  user,
}: {
  trigger: ReactElement
  user: NonNullable<SharedProps['user']>
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate">{user.displayName}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {MEMBER_LINKS.map(({ route, label, icon: Icon }) => (
          <DropdownMenuItem asChild key={route}>
            <Link route={route}>
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <LogoutButton className="w-full" />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
