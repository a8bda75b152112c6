import { useId, type ReactElement } from 'react'
import { Collapsible, RadioGroup } from 'radix-ui'
import { COURSE_LEVELS, LEVEL_LABELS, type CourseLevel } from '@domain/catalog/catalog'
import {
  DURATION_FILTERS,
  DURATION_LABELS,
  type DurationFilter,
} from '@domain/catalog/catalog_filters'
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

/** One radio group of the advanced filters: 'any' first, then each option; null means any. */
function ChoiceGroup<Option extends string>({
  legend,
  anyLabel,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string
  anyLabel: string
  options: readonly Option[]
  labels: Record<Option, string>
  value: Option | null
  onChange: (value: Option | null) => void
}) {
  const legendId = useId()
  return (
    <div className="grid gap-2">
      <p id={legendId} className="text-sm font-semibold">
        {legend}
      </p>
      <RadioGroup.Root
        aria-labelledby={legendId}
        value={value ?? ANY}
        onValueChange={(next) => onChange(options.find((option) => option === next) ?? null)}
        className="grid gap-2"
      >
        <Choice value={ANY} label={anyLabel} />
        {options.map((option) => (
          <Choice key={option} value={option} label={labels[option]} />
        ))}
      </RadioGroup.Root>
    </div>
  )
}

export type AdvancedFiltersProps = {
  level: CourseLevel | null
  duration: DurationFilter | null
  defaultOpen: boolean
  onChange: (next: { level: CourseLevel | null; duration: DurationFilter | null }) => void
}

/** The panel behind 'Filtros Avançados' (its own chunk: see advanced_filters.tsx). */
export default function AdvancedFilterPanel({
  level,
  duration,
  defaultOpen,
  onChange,
  trigger,
}: AdvancedFiltersProps & { trigger: ReactElement }) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="grid gap-3">
      <Collapsible.Trigger asChild>{trigger}</Collapsible.Trigger>
      <Collapsible.Content
        className="grid gap-6 rounded-xl border bg-card p-4 sm:grid-cols-2"
        data-testid="advanced-filters"
      >
        <ChoiceGroup
          legend={CATALOG_TEXT.levelLegend}
          anyLabel={CATALOG_TEXT.anyLevel}
          options={COURSE_LEVELS}
          labels={LEVEL_LABELS}
          value={level}
          onChange={(next) => onChange({ level: next, duration })}
        />
        <ChoiceGroup
          legend={CATALOG_TEXT.durationLegend}
          anyLabel={CATALOG_TEXT.anyDuration}
          options={DURATION_FILTERS}
          labels={DURATION_LABELS}
          value={duration}
          onChange={(next) => onChange({ level, duration: next })}
        />
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
