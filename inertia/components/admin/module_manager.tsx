import { useState, type FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { urlFor } from '~/client'
import { moduleFormErrors } from '@domain/admin/admin_forms'
import { ModuleReleaseForm } from './module_release_form'

function ModuleRow({
  module,
  index,
  count,
  scheduled,
}: {
  module: Data.Admin.Module
  index: number
  count: number
  /** The course releases its modules by date: each row sets its delay */
  scheduled: boolean
}) {
  const [editing, setEditing] = useState(false)
  const form = useForm({ title: module.title })

  function rename(event: FormEvent) {
    event.preventDefault()
    const clientErrors = moduleFormErrors(form.data)
    form.clearErrors()
    if (clientErrors.title) return form.setError('title', clientErrors.title)
    form.put(urlFor('admin.modules.update', { id: module.id }), {
      preserveScroll: true,
      onSuccess: () => setEditing(false),
    })
  }

  const move = (direction: 'up' | 'down') =>
    router.patch(
      urlFor('admin.modules.move', { id: module.id }),
      { direction },
      { preserveScroll: true }
    )

  return (
    <li className="flex flex-wrap items-center gap-2 rounded-md border p-2">
      <span className="w-8 text-center text-sm font-semibold text-muted-foreground">
        {index + 1}
      </span>
      {editing ? (
        <form onSubmit={rename} className="flex flex-1 flex-wrap items-center gap-2" noValidate>
          <label htmlFor={`module-${module.id}-title`} className="sr-only">
            Nome do módulo
          </label>
          <Input
            id={`module-${module.id}-title`}
            value={form.data.title}
            onChange={(event) => form.setData('title', event.target.value)}
            aria-invalid={form.errors.title ? true : undefined}
            aria-describedby={form.errors.title ? `module-${module.id}-error` : undefined}
            className="h-9 min-w-0 flex-1"
            autoFocus
          />
          <Button type="submit" size="sm" disabled={form.processing}>
            <Check className="h-4 w-4" aria-hidden="true" /> Salvar
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            <X className="h-4 w-4" aria-hidden="true" /> Cancelar
          </Button>
          {form.errors.title && (
            <p
              id={`module-${module.id}-error`}
              role="alert"
              className="w-full text-sm text-destructive"
            >
              {form.errors.title}
            </p>
          )}
        </form>
      ) : (
        <>
          <span className="min-w-0 flex-1 break-words font-medium">{module.title}</span>
          <Button
            size="icon"
            variant="ghost"
            onClick={() => move('up')}
            disabled={index === 0}
            aria-label={`Mover o módulo ${module.title} para cima`}
          >
            <ArrowUp className="h-4 w-4" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            onClick={() => move('down')}
            disabled={index === count - 1}
            aria-label={`Mover o módulo ${module.title} para baixo`}
          >
            <ArrowDown className="h-4 w-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={`Renomear o módulo ${module.title}`}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" /> Renomear
          </Button>
          <ConfirmDialog
            title="Tem certeza que deseja excluir este módulo?"
            description="As aulas dele continuam no curso, sem módulo."
            onConfirm={() =>
              router.delete(urlFor('admin.modules.destroy', { id: module.id }), {
                preserveScroll: true,
              })
            }
            trigger={
              <Button size="icon" variant="ghost" aria-label={`Excluir o módulo ${module.title}`}>
                <Trash2 className="h-4 w-4 text-destructive" />
              </Button>
            }
          />
        </>
      )}
      {scheduled && !editing && <ModuleReleaseForm module={module} />}
    </li>
  )
}

/** Modules of a course: create, rename, reorder, delete; with 'Liberação programada', their delays. */
export function ModuleManager({
  courseId,
  modules,
  scheduled = false,
}: {
  courseId: number
  modules: Data.Admin.Module[]
  scheduled?: boolean
}) {
  const form = useForm({ title: '' })

  function create(event: FormEvent) {
    event.preventDefault()
    const clientErrors = moduleFormErrors(form.data)
    form.clearErrors()
    if (clientErrors.title) return form.setError('title', clientErrors.title)
    form.post(urlFor('admin.modules.store', { courseId }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Módulos</CardTitle>
        <CardDescription>Agrupe as aulas em módulos e defina a ordem deles.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {modules.length > 0 ? (
          <ol className="grid gap-2">
            {modules.map((module, index) => (
              <ModuleRow
                key={`${module.id}-${module.title}-${module.releaseAfterDays}`}
                module={module}
                index={index}
                count={modules.length}
                scheduled={scheduled}
              />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum módulo ainda.</p>
        )}
        <form onSubmit={create} className="flex flex-wrap items-start gap-2" noValidate>
          <div className="grid flex-1 gap-1">
            <label htmlFor="new-module-title" className="sr-only">
              Nome do novo módulo
            </label>
            <Input
              id="new-module-title"
              value={form.data.title}
              onChange={(event) => form.setData('title', event.target.value)}
              placeholder="Nome do novo módulo"
              aria-invalid={form.errors.title ? true : undefined}
              aria-describedby={form.errors.title ? 'new-module-title-error' : undefined}
            />
            {form.errors.title && (
              <p id="new-module-title-error" role="alert" className="text-sm text-destructive">
                {form.errors.title}
              </p>
            )}
          </div>
          <Button type="submit" variant="outline" disabled={form.processing}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Adicionar Módulo
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
