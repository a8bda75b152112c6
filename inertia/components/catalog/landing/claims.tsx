import { CLAIMS_NOTE } from '~/content/marketing'
import { cn } from '~/lib/utils'

/** A claim's value with the asterisk that points at CLAIMS_NOTE. */
export function claimValue(value: string) {
  return `${value}*`
}

/** The note under every group of marketing claims: they are statements, not counts. */
export function ClaimsNote({ className }: { className?: string }) {
  return (
    <p className={cn('mt-3 text-xs text-muted-foreground', className)} data-testid="claims-note">
      {CLAIMS_NOTE}
    </p>
  )
}
