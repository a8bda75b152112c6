import { Lock } from '~/components/platform/icons'
import { Card, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

/**
 * Shown instead of a lesson's content while the course's pacing keeps it
 * closed: the reason as the server words it ('Disponível em 03/12',
 * 'Conclua a aula 2 para liberar esta.').
 */
export function PacingLockPanel({ message, className }: { message: string; className?: string }) {
  return (
    <Card className={className} data-testid="pacing-lock-panel">
      <CardHeader className="items-center text-center">
        <Lock className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
        <CardTitle>Aula ainda bloqueada</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
    </Card>
  )
}
