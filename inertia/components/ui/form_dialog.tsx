import type { FormEvent, ReactNode } from 'react'
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog'

/**
 * A dialog whose body is one form (create/edit a lesson, a material…): the
 * trigger, the titled content and the form. Closing it calls `onClose`
 * (clear the form's errors, reset its tab) so a reopened dialog starts clean.
 */
export function FormDialog({
  open,
  onOpenChange,
  onClose,
  trigger,
  title,
  description,
  className,
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onClose?: () => void
  trigger: ReactNode
  title: ReactNode
  description?: ReactNode
  className?: string
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) onClose?.()
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description} className={className}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {children}
        </form>
      </DialogContent>
    </Dialog>
  )
}
