import {
  GROW_ROOM_DEFAULTS,
  GROW_ROOM_SLIDERS,
  SIMULATOR_TITLES,
  simulateGrowRoom,
  type GrowRoomInput,
  type GrowRoomResult,
} from '@domain/learning/simulators'
import { formatNumber } from '@domain/platform/format'
import type { SliderControl } from './slider_field'
import { ResultTile } from './simulator_shell'
import { SliderSimulator } from './slider_simulator'

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
  return (
    <SliderSimulator
      title={SIMULATOR_TITLES.grow_room}
      description="Ajuste temperatura, umidade, iluminação e fluxo de ar e veja o impacto na produtividade e na qualidade."
      defaults={GROW_ROOM_DEFAULTS}
      simulate={simulateGrowRoom}
      specs={GROW_ROOM_SLIDERS}
      controls={CONTROLS}
      onComplete={onComplete}
      tiles={(result) => (
        <>
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
        </>
      )}
      footnote="Modelo didático: base de 450 g/m² ajustada por faixas de temperatura, umidade e luz. Não considera genética, CO₂, nutrição nem VPD."
    />
  )
}
