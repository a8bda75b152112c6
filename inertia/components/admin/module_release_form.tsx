import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { urlFor } from '~/client'

/**
 * 'Liberar após N dias' of a module, in a course with 'Liberação programada':
 * the module opens that many days after each member's enrolment (0: at once).
 */
export function ModuleReleaseForm({ module }: { module: Data.Admin.Module }) {
  const form = useForm({
    title: module.title,
    description: module.description ?? '',
    releaseAfterDays: String(module.releaseAfterDays),
  })
  const id = `module-${module.id}-release`

  function save(event: FormEvent) {
    event.preventDefault()
    form.transform((fields) => ({
      ...fields,
      releaseAfterDays: fields.releaseAfterDays.trim() === '' ? 0 : Number(fields.releaseAfterDays),
    }))
    form.put(urlFor('admin.modules.update', { id: module.id }), { preserveScroll: true })
  }

  return (
    <form onSubmit={save} className="flex w-full flex-wrap items-center gap-2 pl-10" noValidate>
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Liberar após
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        value={form.data.releaseAfterDays}
        onChange={(event) => form.setData('releaseAfterDays', event.target.value)}
        aria-invalid={form.errors.releaseAfterDays ? true : undefined}
        aria-describedby={form.errors.releaseAfterDays ? `${id}-error` : undefined}
        className="h-9 w-20"
      />
      <span className="text-sm text-muted-foreground">dias da matrícula</span>
      <Button type="submit" size="sm" variant="outline" disabled={form.processing}>
        Salvar prazo
      </Button>
      {form.errors.releaseAfterDays && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-destructive">
          {form.errors.releaseAfterDays}
        </p>
      )}
    </form>
  )
}
