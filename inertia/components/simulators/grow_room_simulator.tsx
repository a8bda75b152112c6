import {
  GROW_ROOM_DEFAULTS,
  GROW_ROOM_SLIDERS,
  SIMULATOR_TITLES,
  simulateGrowRoom,
  type GrowRoomInput,
  type GrowRoomResult,
} from '@domain/simulators'
import { formatNumber } from '@domain/format'
import { SliderFields, type SliderControl } from './slider_field'
import { ResultTile, SimulatorShell, Warnings } from './simulator_shell'
import { useSimulation } from './use_simulation'

const CONTROLS: SliderControl<GrowRoomInput>[] = [
  {
    key: 'temperature',
    id: 'sim-temperatura',
    label: 'Temperatura',
    format: (v) => `${formatNumber(v)} °C`,
  },
  {
    key: 'humidity',
    id: 'sim-umidade',
    label: 'Umidade relativa',
    format: (v) => `${formatNumber(v)}%`,
  },
  {
    key: 'ppfd',
    id: 'sim-ppfd',
    label: 'Iluminação (PPFD)',
    format: (v) => `${formatNumber(v)} µmol/m²/s`,
  },
  {
    key: 'airflow',
    id: 'sim-fluxo',
    label: 'Fluxo de ar',
    format: (v) => `nível ${formatNumber(v)}`,
  },
]

export function GrowRoomSimulator({
  onComplete,
}: {
  onComplete?: (result: GrowRoomResult) => void
}) {
  const sim = useSimulation(GROW_ROOM_DEFAULTS, simulateGrowRoom, onComplete)
  const { input, result } = sim
  return (
    <SimulatorShell
      title={SIMULATOR_TITLES.grow_room}
      description="Ajuste temperatura, umidade, iluminação e fluxo de ar e veja o impacto na produtividade e na qualidade."
      processing={sim.processing}
      onRun={sim.run}
      onReset={sim.reset}
      controls={
        <SliderFields
          input={input}
          specs={GROW_ROOM_SLIDERS}
          controls={CONTROLS}
          onChange={sim.update}
        />
      }
      results={
        result && (
          <div className="grid gap-4">
            <div className="grid gap-3 sm:grid-cols-3">
              <ResultTile
                label="Produtividade estimada"
                value={`${formatNumber(result.yieldPerM2, 1)} g/m²`}
              />
              <ResultTile
                label="Qualidade"
                value={`${result.quality}/100`}
                hint="25 pontos por variável na faixa ideal"
              />
              <ResultTile
                label="Eficiência"
                value={`${result.efficiency}%`}
                hint={`Temperatura ${result.subScores.temperature}% · Umidade ${result.subScores.humidity}% · Luz ${result.subScores.light}%`}
              />
            </div>
            <Warnings warnings={result.warnings} />
          </div>
        )
      }
      footnote="Modelo didático: base de 450 g/m² ajustada por faixas de temperatura, umidade e luz. Não considera genética, CO₂, nutrição nem VPD."
    />
  )
}
