import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/**
 * Shown while something asked for on demand (useOnDemandProp) is on its way,
 * or when it could not come, with 'Tentar de novo'.
 */
export function OnDemandStatus({
  loading,
  failed,
  loadingText,
  failedText,
  onRetry,
  className,
}: {
  loading: boolean
  failed: boolean
  loadingText: string
  failedText: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('text-sm text-muted-foreground', className)}
    >
      {loading && <p>{loadingText}</p>}
      {failed && (
        <p className="flex flex-wrap items-center gap-2">
          {failedText}
          <Button variant="outline" size="sm" onClick={onRetry}>
            Tentar de novo
          </Button>
        </p>
      )}
    </div>
  )
}
