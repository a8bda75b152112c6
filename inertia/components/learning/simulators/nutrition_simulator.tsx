import {
  NUTRITION_DEFAULTS,
  NUTRITION_SLIDERS,
  SIMULATOR_TITLES,
  simulateNutrition,
  type NutritionInput,
  type NutritionResult,
} from '@domain/learning/simulators'
import { formatNumber } from '@domain/platform/format'
import type { SliderControl } from './slider_field'
import { ResultTile } from './simulator_shell'
import { SliderSimulator } from './slider_simulator'

const PH_LABEL = { ácido: 'Ácido', ideal: 'Na faixa', alcalino: 'Alcalino' } as const

const CONTROLS: SliderControl<NutritionInput>[] = [
  { key: 'ph', id: 'sim-ph', label: 'pH da solução', format: (v) => formatNumber(v, 1) },
  {
    key: 'ec',
    id: 'sim-ec',
    label: 'EC (condutividade)',
    format: (v) => `${formatNumber(v, 1)} mS/cm`,
  },
]

export function NutritionSimulator({
  onComplete,
}: {
  onComplete?: (result: NutritionResult) => void
}) {
  return (
    <SliderSimulator
      title={SIMULATOR_TITLES.nutrition}
      description="Ajuste o pH e a condutividade (EC) da solução e consulte o cronograma de N-P-K por fase."
      defaults={NUTRITION_DEFAULTS}
      simulate={simulateNutrition}
      specs={NUTRITION_SLIDERS}
      controls={CONTROLS}
      onComplete={onComplete}
      tiles={(result) => (
        <>
          <ResultTile
            label="pH"
            value={PH_LABEL[result.phStatus]}
            hint="Faixa de trabalho: 5,5 a 7,0"
          />
          <ResultTile
            label="TDS estimado"
            value={`${formatNumber(result.tds500)} ppm`}
            hint={`Escala 500; na escala 700: ${formatNumber(result.tds700)} ppm`}
          />
          <ResultTile
            label="EC adequada para"
            value={
              result.matchingStages.length
                ? `${result.matchingStages.length} fase(s)`
                : 'Nenhuma fase'
            }
            hint={result.matchingStages.join(', ') || 'Ajuste a EC à fase do cultivo'}
          />
        </>
      )}
      details={(result) => (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-medium">
              Cronograma nutricional (ppm = mg/L)
            </caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-3">
                  Período
                </th>
                <th scope="col" className="py-2 pr-3">
                  Fase
                </th>
                <th scope="col" className="py-2 pr-3">
                  N
                </th>
                <th scope="col" className="py-2 pr-3">
                  P
                </th>
                <th scope="col" className="py-2 pr-3">
                  K
                </th>
                <th scope="col" className="py-2">
                  EC alvo
                </th>
              </tr>
            </thead>
            <tbody>
              {result.schedule.map((stage) => (
                <tr key={stage.weeks} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {stage.weeks}
                  </th>
                  <td className="py-2 pr-3">{stage.phase}</td>
                  <td className="py-2 pr-3 tabular-nums">{stage.nitrogen}</td>
                  <td className="py-2 pr-3 tabular-nums">{stage.phosphorus}</td>
                  <td className="py-2 pr-3 tabular-nums">{stage.potassium}</td>
                  <td className="py-2 tabular-nums">
                    {formatNumber(stage.ecRange[0], 1)} a {formatNumber(stage.ecRange[1], 1)} mS/cm
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      footnote="Valores de referência para cultivo em substrato inerte: Saloner & Bernstein (2020, 2021), Bevan, Jones & Zheng (2021) e Westmoreland & Bugbee (2022). Ajuste à genética e ao meio de cultivo e sempre meça a drenagem."
    />
  )
}
