import { Moon, Sun } from '~/components/platform/icons'
import { lazyComponent } from '~/lib/lazy_component'
import { useSystemThemeSync } from '~/hooks/use_theme'
import { Button } from '~/components/ui/button'
import { OnDemand } from '~/components/ui/on_demand'

/* The menu (Radix) is fetched when someone reaches for the button. */
const ThemeMenu = lazyComponent(
  () => import('~/components/platform/theme_menu'),
  ({ trigger }) => trigger
)

export function ThemeToggle() {
  useSystemThemeSync()
  const trigger = (
    <Button variant="ghost" size="icon" aria-label="Alterar tema">
      <Sun className="h-5 w-5 dark:hidden" />
      <Moon className="hidden h-5 w-5 dark:block" />
    </Button>
  )
  return (
    <OnDemand trigger={trigger} preload={ThemeMenu.preload}>
      {(button) => <ThemeMenu trigger={button} />}
    </OnDemand>
  )
}
