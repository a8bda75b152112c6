import { ChevronDown, SlidersHorizontal } from '~/components/platform/icons'
import { lazyComponent } from '~/lib/lazy_component'
import { Button } from '~/components/ui/button'
import { OnDemand } from '~/components/ui/on_demand'
import { CATALOG_TEXT } from '~/components/catalog/texts'
import type { AdvancedFiltersProps } from '~/components/catalog/advanced_filter_panel'

/* The panel (Radix Collapsible and RadioGroup) comes with the first click, unless a filter is on. */
const AdvancedFilterPanel = lazyComponent(
  () => import('~/components/catalog/advanced_filter_panel'),
  ({ trigger }) => trigger
)

/** 'Filtros Avançados': level and duration, applied as soon as one is chosen. */
export function AdvancedFilters(props: AdvancedFiltersProps) {
  const trigger = (
    <Button variant="outline" className="group w-fit">
      <SlidersHorizontal className="h-4 w-4" aria-hidden="true" /> {CATALOG_TEXT.advancedFilters}
      <ChevronDown
        className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </Button>
  )
  if (props.defaultOpen) return <AdvancedFilterPanel {...props} trigger={trigger} />
  return (
    <OnDemand trigger={trigger} preload={AdvancedFilterPanel.preload} popup={false}>
      {(button) => <AdvancedFilterPanel {...props} defaultOpen trigger={button} />}
    </OnDemand>
  )
}
