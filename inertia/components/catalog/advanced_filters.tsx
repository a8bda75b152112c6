import { useId } from 'react'
import { Collapsible, RadioGroup } from 'radix-ui'
import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { COURSE_LEVELS, LEVEL_LABELS, type CourseLevel } from '@domain/catalog'
import { DURATION_FILTERS, DURATION_LABELS, type DurationFilter } from '@domain/catalog_filters'
import { Button } from '~/components/ui/button'
import { CATALOG_TEXT } from '~/components/catalog/texts'

const ANY = 'todos'

function Choice({ value, label }: { value: string; label: string }) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <RadioGroup.Item
        id={id}
        value={value}
        className="flex h-4 w-4 items-center justify-center rounded-full border border-primary focus-visible:ring-2 focus-visible:ring-ring"
      >
        <RadioGroup.Indicator className="h-2 w-2 rounded-full bg-primary" />
      </RadioGroup.Item>
      <label htmlFor={id} className="cursor-pointer text-sm">
        {label}
      </label>
    </div>
  )
}

/** 'Filtros Avançados': level and duration, applied as soon as one is chosen. */
export function AdvancedFilters({
  level,
  duration,
  defaultOpen,
  onChange,
}: {
  level: CourseLevel | null
  duration: DurationFilter | null
  defaultOpen: boolean
  onChange: (next: { level: CourseLevel | null; duration: DurationFilter | null }) => void
}) {
  const levelLegend = useId()
  const durationLegend = useId()

  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="grid gap-3">
      <Collapsible.Trigger asChild>
        <Button variant="outline" className="group w-fit">
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />{' '}
          {CATALOG_TEXT.advancedFilters}
          <ChevronDown
            className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content
        className="grid gap-6 rounded-xl border bg-card p-4 sm:grid-cols-2"
        data-testid="advanced-filters"
      >
        <div className="grid gap-2">
          <p id={levelLegend} className="text-sm font-semibold">
            {CATALOG_TEXT.levelLegend}
          </p>
          <RadioGroup.Root
            aria-labelledby={levelLegend}
            value={level ?? ANY}
            onValueChange={(value) =>
              onChange({ level: value === ANY ? null : (value as CourseLevel), duration })
            }
            className="grid gap-2"
          >
            <Choice value={ANY} label={CATALOG_TEXT.anyLevel} />
            {COURSE_LEVELS.map((option) => (
              <Choice key={option} value={option} label={LEVEL_LABELS[option]} />
            ))}
          </RadioGroup.Root>
        </div>
        <div className="grid gap-2">
          <p id={durationLegend} className="text-sm font-semibold">
            {CATALOG_TEXT.durationLegend}
          </p>
          <RadioGroup.Root
            aria-labelledby={durationLegend}
            value={duration ?? ANY}
            onValueChange={(value) =>
              onChange({ level, duration: value === ANY ? null : (value as DurationFilter) })
            }
            className="grid gap-2"
          >
            <Choice value={ANY} label={CATALOG_TEXT.anyDuration} />
            {DURATION_FILTERS.map((option) => (
              <Choice key={option} value={option} label={DURATION_LABELS[option]} />
            ))}
          </RadioGroup.Root>
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
