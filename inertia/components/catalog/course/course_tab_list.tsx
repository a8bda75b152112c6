import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '~/lib/utils'

/*
| The course page's tabs, without Radix: the WAI-ARIA tabs pattern in a few
| lines, so the page's first load carries no Radix code (Tabs brings roving
| focus, collection, presence and direction with it). Same roles, states and
| classes as ~/components/ui/tabs: a tablist of buttons, the open one in the
| Tab order; arrows (wrapping), Home and End move between them and open the
| tab they land on; each panel is labelled by its tab.
*/

const TRIGGER_CLASS =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all cursor-pointer data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm'

export function CourseTabList<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  tabLabel,
  onIntent,
  className,
  children,
}: {
  tabs: readonly T[]
  value: string
  onValueChange: (tab: T) => void
  /** The tablist's accessible name */
  label: string
  tabLabel: (tab: T) => ReactNode
  /** The pointer or the keyboard reached a tab (its code can start loading) */
  onIntent?: (tab: T) => void
  className?: string
  /** The open tab's panel content */
  children: (tab: T) => ReactNode
}) {
  const base = useId()
  const triggerId = (tab: string) => `${base}-tab-${tab}`
  const panelId = (tab: string) => `${base}-panel-${tab}`
  /* The tab reached with the Tab key: the open one (the first if none is). */
  const stop = tabs.includes(value as T) ? value : tabs[0]

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const current = tabs.findIndex((tab) => tab === stop)
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (!Object.hasOwn(moves, event.key)) return
    /* The arrows wrap around at either end. */
    const next = (moves[event.key] + tabs.length) % tabs.length
    event.preventDefault()
    /* Focus opens the tab (automatic activation), as with Radix. */
    document.getElementById(triggerId(tabs[next]))?.focus()
  }

  function open(tab: T) {
    if (tab !== value) onValueChange(tab)
  }

  return (
    <div data-orientation="horizontal">
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn(
          'inline-flex h-auto flex-wrap items-center justify-start gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
          className
        )}
      >
        {tabs.map((tab) => {
          const selected = tab === value
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={triggerId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={tab === stop ? 0 : -1}
              className={TRIGGER_CLASS}
              onPointerEnter={() => onIntent?.(tab)}
              onFocus={() => {
                onIntent?.(tab)
                open(tab)
              }}
              onClick={() => open(tab)}
            >
              {tabLabel(tab)}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab === value
        return (
          <div
            key={tab}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={triggerId(tab)}
            data-state={selected ? 'active' : 'inactive'}
            hidden={!selected}
            tabIndex={0}
            className="mt-4 focus-visible:outline-none"
          >
            {selected && children(tab)}
          </div>
        )
      })}
    </div>
  )
}
