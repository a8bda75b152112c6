import type { ReactNode } from 'react'
import type { SliderSpec } from '@domain/learning/simulators'
import { SliderFields, type SliderControl } from './slider_field'
import { SimulatorShell, Warnings } from './simulator_shell'
import { useSimulation } from './use_simulation'

/**
 * A simulator whose inputs are all sliders: the shell, the sliders from the
 * model's specs, and the results as a row of tiles, the model's warnings and
 * anything the simulator adds under them.
 */
export function SliderSimulator<Key extends string, Result extends { warnings: string[] }>({
  title,
  description,
  defaults,
  simulate,
  specs,
  controls,
  onComplete,
  tiles,
  tilesClassName = 'sm:grid-cols-3',
  details,
  footnote,
}: {
  title: string
  description: string
  defaults: Record<Key, number>
  simulate: (input: Record<Key, number>) => Result
  specs: Record<Key, Pick<SliderSpec, 'min' | 'max' | 'step'>>
  controls: SliderControl<Record<Key, number>>[]
  onComplete?: (result: Result) => void
  tiles: (result: Result) => ReactNode
  tilesClassName?: string
  details?: (result: Result) => ReactNode
  footnote: ReactNode
}) {
  const sim = useSimulation(defaults, simulate, onComplete)
  const { result } = sim
  return (
    <SimulatorShell
      title={title}
      description={description}
      processing={sim.processing}
      onRun={sim.run}
      onReset={sim.reset}
      controls={
        <SliderFields input={sim.input} specs={specs} controls={controls} onChange={sim.update} />
      }
      results={
        result && (
          <div className="grid gap-4">
            <div className={`grid gap-3 ${tilesClassName}`}>{tiles(result)}</div>
            <Warnings warnings={result.warnings} />
            {details?.(result)}
          </div>
        )
      }
      footnote={footnote}
    />
  )
}
