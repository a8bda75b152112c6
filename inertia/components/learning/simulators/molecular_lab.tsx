import { RadioGroup } from 'radix-ui'
import {
  LIGANDS,
  MOLECULAR_DEFAULTS,
  MOLECULAR_SLIDERS,
  SIMULATOR_TITLES,
  simulateMolecular,
  type MolecularResult,
} from '@domain/learning/simulators'
import { formatNumber } from '@domain/platform/format'
import { cn } from '~/lib/utils'
import { Progress } from '~/components/ui/progress'
import { SliderField } from './slider_field'
import { ResultTile, SimulatorShell } from './simulator_shell'
import { useSimulation } from './use_simulation'

function formatConcentration(nm: number) {
  if (nm >= 1000) return `${formatNumber(nm / 1000, nm % 1000 ? 1 : 0)} µM`
  return `${formatNumber(nm, nm < 10 && nm % 1 ? 1 : 0)} nM`
}

function formatKi(ki: number | null) {
  return ki === null ? 'sem ligação detectável' : `${formatNumber(ki, ki % 1 ? 1 : 0)} nM`
}

const SELECTIVITY_TEXT: Record<MolecularResult['selectivity'], string> = {
  'CB1': 'Seletivo para CB1',
  'CB2': 'Seletivo para CB2',
  'não seletivo': 'Não seletivo (afinidades semelhantes)',
  'CB2 exclusivo': 'Liga-se apenas ao CB2',
  'sem ligação': 'Não se liga a CB1 nem a CB2',
}

export function MolecularLab({ onComplete }: { onComplete?: (result: MolecularResult) => void }) {
  const sim = useSimulation(MOLECULAR_DEFAULTS, simulateMolecular, onComplete)
  const { input, result } = sim
  return (
    <SimulatorShell
      title={SIMULATOR_TITLES.molecular}
      description="Escolha uma molécula e a concentração e veja quanto de cada receptor canabinoide ela ocupa, a partir de afinidades publicadas."
      processing={sim.processing}
      onRun={sim.run}
      onReset={sim.reset}
      controls={
        <>
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">Molécula</legend>
            <RadioGroup.Root
              value={input.ligand}
              onValueChange={(value) => sim.update('ligand', value)}
              className="flex flex-wrap gap-2"
              aria-label="Molécula"
            >
              {LIGANDS.map((ligand) => (
                <RadioGroup.Item
                  key={ligand.key}
                  value={ligand.key}
                  className={cn(
                    'cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground'
                  )}
                >
                  {ligand.name}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </fieldset>
          <SliderField
            id="sim-concentracao"
            label="Concentração"
            value={input.logConcentration}
            spec={MOLECULAR_SLIDERS.logConcentration}
            format={(v) => formatConcentration(10 ** v)}
            onChange={(v) => sim.update('logConcentration', v)}
          />
        </>
      }
      results={
        result && (
          <div className="grid gap-4">
            <div className="grid gap-3 sm:grid-cols-2">
              {(['Cb1', 'Cb2'] as const).map((receptor) => {
                const occupancy = receptor === 'Cb1' ? result.occupancyCb1 : result.occupancyCb2
                const ki = receptor === 'Cb1' ? result.ligand.kiCb1 : result.ligand.kiCb2
                const affinity = receptor === 'Cb1' ? result.affinityCb1 : result.affinityCb2
                const name = receptor.toUpperCase()
                return (
                  <div key={receptor} className="rounded-lg border bg-muted/40 p-4">
                    <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                      Ocupação {name}
                    </p>
                    <p className="mt-1 text-2xl font-bold tabular-nums">
                      {formatNumber(occupancy, 1)}%
                    </p>
                    <Progress
                      value={occupancy}
                      label={`Ocupação do receptor ${name}`}
                      className="mt-2"
                    />
                    <p className="mt-2 text-xs text-muted-foreground">
                      Ki {name}: {formatKi(ki)}
                      {ki !== null && ` · afinidade ${affinity}`}
                    </p>
                  </div>
                )
              })}
            </div>
            <ResultTile
              label="Seletividade"
              value={SELECTIVITY_TEXT[result.selectivity]}
              hint={
                result.selectivityRatio !== null
                  ? `Razão Ki CB1 / Ki CB2 = ${formatNumber(result.selectivityRatio, 2)} · ${result.ligand.name} a ${formatConcentration(result.concentrationNm)}`
                  : `${result.ligand.name} a ${formatConcentration(result.concentrationNm)}`
              }
            />
            <p className="text-xs text-muted-foreground">
              Fonte dos valores de Ki: {result.ligand.source}.
            </p>
          </div>
        )
      }
      footnote="Ocupação no equilíbrio = C / (C + Ki), lei de ação das massas com um sítio de ligação. Ocupar um receptor não é o mesmo que ativá-lo: THC é agonista parcial e CBD tem baixa afinidade por CB1 e CB2."
    />
  )
}
