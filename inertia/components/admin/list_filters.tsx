import { useState, type FormEvent, type ReactNode } from 'react'
import { Deferred, router } from '@inertiajs/react'
import { Search } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/admin/select_field'
import { cn } from '~/lib/utils'

/*
| The pieces the admin list pages share: the list that loads right after the
| page (deferred props, with its pt-BR failure message), the filter select
| and the search bar.
*/

/** A deferred list: 'Carregando...' meanwhile, `failure` ('Erro ao carregar cursos'…) if it fails. */
export function DeferredList({
  data,
  failure,
  children,
}: {
  data: string | string[]
  failure: string
  children: ReactNode
}) {
  return (
    <Deferred
      data={data}
      fallback={
        <Card role="status" className="p-10 text-center text-muted-foreground">
          Carregando...
        </Card>
      }
      rescue={
        <Card role="alert" className="p-10 text-center text-destructive">
          {failure}
        </Card>
      }
    >
      {children}
    </Deferred>
  )
}

export type FilterOption = { value: string | number; label: string }

/** A labelled select whose empty option means "no filter" ('Todos os cursos'…). */
export function FilterSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
  disabled,
  hint,
}: {
  id: string
  label: string
  allLabel: string
  options: FilterOption[]
  value: string | number | null
  onChange: (value: string) => void
  disabled?: boolean
  /** Shown (and announced) while the select is disabled. */
  hint?: string
}) {
  const hintId = `${id}-hint`
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={disabled && hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {disabled && hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  )
}

/**
 * A search box and one filter select, applied together ('Buscar', Enter, or
 * a change of the select): visits `url` with `?q=` and `?<filterKey>=`.
 */
export function SearchBar({
  id,
  url,
  searchLabel,
  initialSearch,
  filterKey,
  filter,
  className,
}: {
  id: string
  url: string
  searchLabel: string
  initialSearch: string
  filterKey: string
  filter: Omit<Parameters<typeof FilterSelect>[0], 'onChange'>
  className?: string
}) {
  const [search, setSearch] = useState(initialSearch)

  function apply(filterValue: string | null) {
    const query: Record<string, string> = {}
    if (search.trim()) query.q = search.trim()
    if (filterValue) query[filterKey] = filterValue
    router.get(url, query, { preserveScroll: true, preserveState: true })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    apply(filter.value === null ? null : String(filter.value))
  }

  return (
    <Card className="mb-4 p-4">
      <form
        onSubmit={submit}
        className={cn('grid gap-4 sm:items-end', className)}
        role="search"
        noValidate
      >
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {searchLabel}
          </label>
          <Input id={id} value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <FilterSelect {...filter} onChange={(value) => apply(value || null)} />
        <Button type="submit" variant="outline">
          <Search className="h-4 w-4" aria-hidden="true" /> Buscar
        </Button>
      </form>
    </Card>
  )
}
