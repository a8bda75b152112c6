import { Link } from '@adonisjs/inertia/react'
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@domain/admin/admin_analytics'
import { buttonClasses } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { ADMIN_ANALYTICS_TEXT as T } from './texts'

/** 7, 30 or 90 days: links to the same page with ?periodo=, so the URL can be shared and bookmarked. */
export function PeriodSelector({ period }: { period: AnalyticsPeriod }) {
  return (
    <nav aria-label={T.periodNav}>
      <ul className="inline-flex rounded-lg border bg-muted p-1">
        {ANALYTICS_PERIODS.map((days) => {
          const active = days === period
          return (
            <li key={days}>
              <Link
                route="admin.analytics"
                qs={{ periodo: days }}
                preserveScroll
                aria-current={active ? 'page' : undefined}
                className={cn(
                  buttonClasses('ghost', 'sm'),
                  'h-8',
                  active && 'bg-background text-foreground shadow-sm hover:bg-background'
                )}
              >
                {T.periodOption(days)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
