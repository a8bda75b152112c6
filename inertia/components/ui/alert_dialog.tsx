import type { ReactNode } from 'react'
import { AlertDialog as A } from 'radix-ui'
import { buttonClasses } from '~/components/ui/button'

/**
 * Confirmation before a destructive action ('Tem certeza que deseja excluir…?').
 * Accessible replacement for window.confirm.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = 'Excluir',
  cancelLabel = 'Cancelar',
  onConfirm,
}: {
  trigger: ReactNode
  title: string
  description?: string
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: () => void
}) {
  return (
    <A.Root>
      <A.Trigger asChild>{trigger}</A.Trigger>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg">
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          <A.Description className="text-sm text-muted-foreground">
            {description ?? 'Esta ação não pode ser desfeita.'}
          </A.Description>
          <div className="flex justify-end gap-2">
            <A.Cancel className={buttonClasses('outline')}>{cancelLabel}</A.Cancel>
            <A.Action className={buttonClasses('destructive')} onClick={onConfirm}>
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  )
}
