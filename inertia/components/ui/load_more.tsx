import type { LucideIcon } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'

/** 'Carregar Mais …' under a list that appends its next page. */
export function LoadMoreButton({
  onClick,
  loading,
  label,
  loadingLabel,
}: {
  onClick: () => void
  loading: boolean
  label: string
  loadingLabel: string
}) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" size="lg" onClick={onClick} disabled={loading}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  )
}

/** The dashed box a list shows when it has nothing to show. */
export function EmptyList({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children: React.ReactNode
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-12 text-center">
      <Icon className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-md text-muted-foreground">{children}</p>
    </div>
  )
}
