/*
| The simulators' pt-BR titles, apart from their arithmetic (./simulators.ts):
| the lesson page names the simulator without loading the simulator itself.
*/
import type { SimulatorKind } from '../catalog/catalog.js'

export const SIMULATOR_TITLES: Record<SimulatorKind, string> = {
  grow_room: 'Simulador de Grow Room',
  financial: 'Simulador Financeiro',
  nutrition: 'Simulador de Nutrição',
  molecular: 'Laboratório Molecular',
}
