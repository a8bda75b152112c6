import type { ReactNode } from 'react'
import {
  AlertTriangle,
  CheckCircle2,
  FlaskConical,
  Loader2,
  RotateCcw,
} from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

/** Frame shared by the four simulators: controls, the run/reset buttons, results and warnings. */
export function SimulatorShell({
  title,
  description,
  controls,
  processing,
  onRun,
  onReset,
  results,
  footnote,
}: {
  title: string
  description: string
  controls: ReactNode
  processing: boolean
  onRun: () => void
  onReset: () => void
  results: ReactNode | null
  footnote?: ReactNode
}) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="h-5 w-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-5 sm:grid-cols-2">{controls}</div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onRun} disabled={processing}>
            {processing ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Processando...
              </>
            ) : (
              'Executar Simulação'
            )}
          </Button>
          <Button variant="outline" onClick={onReset}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> Redefinir
          </Button>
        </div>
        <div aria-live="polite">
          {results ?? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              Ajuste os parâmetros e clique em <strong>Executar Simulação</strong> para ver os
              resultados.
            </p>
          )}
        </div>
        {footnote && <div className="text-xs text-muted-foreground">{footnote}</div>}
      </CardContent>
    </Card>
  )
}

export function ResultTile({
  label,
  value,
  hint,
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
}) {
  return (
    <div className="rounded-lg border bg-muted/40 p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  )
}

/** Advisory warnings of a run (or a reassuring line when there are none). */
export function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-success">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Nenhum alerta: parâmetros dentro das
        faixas recomendadas.
      </p>
    )
  }
  return (
    <ul className="grid gap-2" aria-label="Alertas da simulação">
      {warnings.map((warning) => (
        <li
          key={warning}
          className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden="true" />
          {warning}
        </li>
      ))}
    </ul>
  )
}
