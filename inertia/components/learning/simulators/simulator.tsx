import { SIMULATOR_TITLES } from '@domain/learning/simulator_titles'
import type { SimulatorKind } from '@domain/catalog/catalog'
import { lazyComponent } from '~/lib/lazy_component'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'

/**
 * One simulator by kind. `onComplete` runs after each finished simulation
 * (interactive lessons complete then). The simulators (with Radix Slider) are
 * a chunk of their own, fetched when one is shown.
 */
export const Simulator = lazyComponent(
  () => import('./simulator_by_kind'),
  <p className="py-8 text-center text-sm text-muted-foreground" role="status">
    Carregando o simulador…
  </p>
)

export type SimulatorPanelProps = {
  /** The course's simulators (`courses.simulators`), first one shown first */
  kinds: SimulatorKind[]
}

/**
 * Content of the course page's 'Simulador' / 'Lab Virtual' tab: the course's
 * simulators, with a switch between them when there are several. Runs in
 * the browser; no server props needed besides `course.simulators`.
 */
export function SimulatorPanel({ kinds }: SimulatorPanelProps) {
  if (kinds.length === 0) {
    return <p className="text-sm text-muted-foreground">Este curso ainda não tem simuladores.</p>
  }
  if (kinds.length === 1) return <Simulator kind={kinds[0]} />
  return (
    <Tabs defaultValue={kinds[0]}>
      <TabsList aria-label="Simuladores do curso">
        {kinds.map((kind) => (
          <TabsTrigger key={kind} value={kind}>
            {SIMULATOR_TITLES[kind]}
          </TabsTrigger>
        ))}
      </TabsList>
      {kinds.map((kind) => (
        <TabsContent key={kind} value={kind}>
          <Simulator kind={kind} />
        </TabsContent>
      ))}
    </Tabs>
  )
}
