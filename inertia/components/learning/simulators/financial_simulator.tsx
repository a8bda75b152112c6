import {
  FINANCIAL_DEFAULTS,
  FINANCIAL_SLIDERS,
  SIMULATOR_TITLES,
  simulateFinancial,
  type FinancialInput,
  type FinancialResult,
} from '@domain/learning/simulators'
import { formatMoney, formatNumber } from '@domain/platform/format'
import { Badge } from '~/components/ui/badge'
import type { SliderControl } from './slider_field'
import { ResultTile } from './simulator_shell'
import { SliderSimulator } from './slider_simulator'

const RISK_VARIANT = { Baixo: 'success', Médio: 'highlight', Alto: 'destructive' } as const

const money = (value: number) => formatMoney(value).replace(',00', '')

const CONTROLS: SliderControl<FinancialInput>[] = [
  { key: 'investment', id: 'sim-investimento', label: 'Investimento inicial', format: money },
  { key: 'annualRevenue', id: 'sim-receita', label: 'Receita anual', format: money },
  { key: 'annualCosts', id: 'sim-custos', label: 'Custos anuais', format: money },
]

export function FinancialSimulator({
  onComplete,
}: {
  onComplete?: (result: FinancialResult) => void
}) {
  return (
    <SliderSimulator
      title={SIMULATOR_TITLES.financial}
      description="Teste cenários de investimento, receita e custos anuais e veja ROI, payback e risco."
      defaults={FINANCIAL_DEFAULTS}
      simulate={simulateFinancial}
      specs={FINANCIAL_SLIDERS}
      controls={CONTROLS}
      onComplete={onComplete}
      tilesClassName="sm:grid-cols-2 lg:grid-cols-4"
      tiles={(result) => (
        <>
          <ResultTile
            label="ROI anual"
            value={`${formatNumber(result.roiPercent, result.roiPercent % 1 ? 1 : 0)}%`}
          />
          <ResultTile
            label="Payback"
            value={result.paybackMonths === null ? 'Sem retorno' : `${result.paybackMonths} meses`}
          />
          <ResultTile label="Lucro anual" value={formatMoney(result.annualProfit)} />
          <ResultTile
            label="Risco"
            value={<Badge variant={RISK_VARIANT[result.risk]}>{result.risk}</Badge>}
            hint={`Margem de ${formatNumber(result.marginPercent, 1)}%`}
          />
        </>
      )}
      footnote="ROI = (receita − custos) / investimento. Payback = investimento / lucro anual × 12, arredondado para cima. Risco alto: investimento acima de R$ 100 mil com margem abaixo de 20%; médio: acima de R$ 50 mil com margem abaixo de 30%. Margem negativa (prejuízo) é sempre risco alto."
    />
  )
}
