import type { InputHTMLAttributes, ReactNode } from 'react'
import { Label } from 'radix-ui'
import { cn } from '~/lib/utils'
import { Input } from '~/components/ui/input'

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

/**
 * A Field around one Input: label, the control tied to its error message,
 * the message. The control's id is its name unless `id` says otherwise (two
 * forms on one page with the same field names).
 */
export function InputField({
  label,
  name,
  id = name,
  error,
  hint,
  className,
  ...input
}: { label: string; name: string; error?: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name'
>) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <Input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </Field>
  )
}
