import type { ReactElement } from 'react'
import { Monitor, Moon, Sun } from '~/components/platform/icons'
import { useTheme, type Theme } from '~/hooks/use_theme'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

const OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Claro', icon: Sun },
  { value: 'dark', label: 'Escuro', icon: Moon },
  { value: 'system', label: 'Sistema', icon: Monitor },
]

/** The theme menu around the header's button (its own chunk: see theme_toggle.tsx). */
export default function ThemeMenu({ trigger }: { trigger: ReactElement }) {
  const { theme, setTheme } = useTheme()
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <DropdownMenuItem
            key={value}
            onSelect={() => setTheme(value)}
            aria-checked={theme === value}
          >
            <Icon className="h-4 w-4" /> {label}
            {theme === value && <span className="ml-auto text-xs text-primary">●</span>}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
