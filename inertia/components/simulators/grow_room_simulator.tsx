import {
  GROW_ROOM_DEFAULTS,
  GROW_ROOM_SLIDERS,
  SIMULATOR_TITLES,
  simulateGrowRoom,
  type GrowRoomResult,
} from '@domain/simulators'
import { formatNumber } from '@domain/format'
import { SliderField } from './slider_field'
import { ResultTile, SimulatorShell, Warnings } from './simulator_shell'
import { useSimulation } from './use_simulation'

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
        <>
          <SliderField
            id="sim-temperatura"
            label="Temperatura"
            value={input.temperature}
            spec={GROW_ROOM_SLIDERS.temperature}
            format={(v) => `${formatNumber(v)} °C`}
            onChange={(v) => sim.update('temperature', v)}
          />
          <SliderField
            id="sim-umidade"
            label="Umidade relativa"
            value={input.humidity}
            spec={GROW_ROOM_SLIDERS.humidity}
            format={(v) => `${formatNumber(v)}%`}
            onChange={(v) => sim.update('humidity', v)}
          />
          <SliderField
            id="sim-ppfd"
            label="Iluminação (PPFD)"
            value={input.ppfd}
            spec={GROW_ROOM_SLIDERS.ppfd}
            format={(v) => `${formatNumber(v)} µmol/m²/s`}
            onChange={(v) => sim.update('ppfd', v)}
          />
          <SliderField
            id="sim-fluxo"
            label="Fluxo de ar"
            value={input.airflow}
            spec={GROW_ROOM_SLIDERS.airflow}
            format={(v) => `nível ${formatNumber(v)}`}
            onChange={(v) => sim.update('airflow', v)}
          />
        </>
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
