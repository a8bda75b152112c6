import type { ReactNode } from 'react'
import { Label } from 'radix-ui'
import { cn } from '~/lib/utils'

/**
 * A labelled form field with its pt-BR error message right under it.
 * The control gets `id={name}` and `aria-invalid`/`aria-describedby` from the caller.
 */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
  className,
}: {
  label: string
  htmlFor: string
  error?: string
  hint?: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label.Root htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </Label.Root>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${htmlFor}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/** Props that tie a control to its Field's error message. */
export function fieldA11y(name: string, error?: string) {
  return {
    'id': name,
    'name': name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${name}-error` : undefined,
  }
}
