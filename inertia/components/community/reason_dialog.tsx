import { useId, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { DialogClose } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { FormDialog } from '~/components/ui/form_dialog'
import { Textarea } from '~/components/ui/input'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { formPasses } from '~/lib/form_checks'
import type { reasonField } from '@domain/community/forms'

/**
 * A dialog that asks for a reason ('Motivo') and posts it with `data` to
 * `url`: a report ('Denunciar') or hiding a post ('Ocultar'). Controlled, so
 * a menu item can open it; the typed reason stays on a validation error.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  submitLabel,
  url,
  data = {},
  form: rules,
  destructive = false,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger?: ReactNode
  title: string
  description: string
  submitLabel: string
  url: string
  data?: Record<string, string | number>
  /** The reason's rules (REPORT_FORM, HIDE_FORM, REVOCATION_FORM), the same as the server's */
  form: { reason: ReturnType<typeof reasonField> }
  destructive?: boolean
}) {
  const id = useId()
  const form = useForm({ reason: '' })
  const errors = form.errors as Record<string, string | undefined>
  /* A problem with the other fields (the post vanished meanwhile) shows under the reason too. */
  const error = errors.reason ?? Object.values(errors).find(Boolean)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!formPasses(form, rules)) return
    form.transform((fields) => ({ ...data, reason: fields.reason.trim() }))
    form.post(url, {
      preserveScroll: true,
      onSuccess: () => {
        onOpenChange(false)
        form.reset()
      },
    })
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClose={() => form.clearErrors()}
      trigger={trigger}
      title={title}
      description={description}
      onSubmit={submit}
    >
      <Field
        label={COMMUNITY_TEXT.reasonLabel}
        htmlFor={id}
        error={error}
        hint={COMMUNITY_TEXT.charCount(form.data.reason.length, rules.reason.max)}
      >
        <Textarea
          id={id}
          name="reason"
          value={form.data.reason}
          maxLength={rules.reason.max}
          rows={4}
          required
          onChange={(event) => form.setData('reason', event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{COMMUNITY_TEXT.cancel}</Button>
        </DialogClose>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={form.processing || form.data.reason.trim() === ''}
        >
          {form.processing ? COMMUNITY_TEXT.sending : submitLabel}
        </Button>
      </div>
    </FormDialog>
  )
}
