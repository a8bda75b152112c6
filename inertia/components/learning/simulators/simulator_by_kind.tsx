import type { SimulatorKind } from '@domain/catalog/catalog'
import { GrowRoomSimulator } from './grow_room_simulator'
import { FinancialSimulator } from './financial_simulator'
import { NutritionSimulator } from './nutrition_simulator'
import { MolecularLab } from './molecular_lab'

/** One simulator by kind (its own chunk: see simulator.tsx). */
export default function SimulatorByKind({
  kind,
  onComplete,
}: {
  kind: SimulatorKind
  onComplete?: () => void
}) {
  switch (kind) {
    case 'grow_room':
      return <GrowRoomSimulator onComplete={onComplete} />
    case 'financial':
      return <FinancialSimulator onComplete={onComplete} />
    case 'nutrition':
      return <NutritionSimulator onComplete={onComplete} />
    case 'molecular':
      return <MolecularLab onComplete={onComplete} />
  }
}
