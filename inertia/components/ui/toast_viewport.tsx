import { Toast } from 'radix-ui'
import { X } from '~/components/platform/icons'
import { cn } from '~/lib/utils'
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
} from '~/hooks/use_toast'

/** Renders the current toast (Radix Toast: announced to screen readers, swipe to dismiss). */
export default function ToastViewport() {
  const toasts = useToasts()
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificação"
    >
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          data-testid="toast"
          data-variant={entry.variant}
          onOpenChange={(open) => !open && dismissToast(entry.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            entry.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border bg-background text-foreground'
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{entry.title}</Toast.Title>
            {entry.description && (
              <Toast.Description className="text-sm opacity-90">
                {entry.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Fechar notificação"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label="Notificações ({hotkey})"
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  )
}
