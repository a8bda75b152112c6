import { useId, useState, type ComponentProps } from 'react'
import { DropdownMenu as M } from 'radix-ui'
import { Check, Circle, Search, SlidersHorizontal, X } from '~/components/platform/icons'
import {
  FORUM_CATEGORIES,
  FORUM_CATEGORY_LABELS,
  FORUM_SORT_LABELS,
  FORUM_SORTS,
  FORUM_STATUS_FILTERS,
  type ForumCategory,
  type ForumSort,
  type ForumStatusFilter,
} from '@domain/community/forum'
import { compactQuery } from '~/hooks/use_url_filters'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { NativeSelect } from '~/components/admin/select_field'
import { COMMUNITY_TEXT } from '~/components/community/texts'

export type DiscussionFilterValues = {
  q: string
  category: ForumCategory | null
  sort: ForumSort
  status: ForumStatusFilter | null
  mine: boolean
  saved: boolean
}

/** The filters of 'Discussões' in the query string, with the Portuguese keys the server reads. */
export function discussionsQuery(filters: DiscussionFilterValues) {
  return compactQuery({
    q: filters.q.trim(),
    categoria: filters.category,
    ordem: filters.sort === 'recentes' ? null : filters.sort,
    status: filters.status,
    minhas: filters.mine ? 1 : null,
    salvas: filters.saved ? 1 : null,
  })
}

const STATUS_LABELS: Record<ForumStatusFilter, string> = {
  'resolvidas': COMMUNITY_TEXT.solved,
  'nao-resolvidas': COMMUNITY_TEXT.unsolved,
}
const ANY_STATUS = 'todas'

const ITEM =
  'relative flex cursor-pointer select-none items-center gap-2 rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground'

function RadioItem({ children, ...props }: ComponentProps<typeof M.RadioItem>) {
  return (
    <M.RadioItem className={ITEM} {...props}>
      <M.ItemIndicator className="absolute left-2 flex h-4 w-4 items-center justify-center">
        <Circle className="h-2 w-2 fill-current" aria-hidden="true" />
      </M.ItemIndicator>
      {children}
    </M.RadioItem>
  )
}

function CheckboxItem({ children, ...props }: ComponentProps<typeof M.CheckboxItem>) {
  return (
    <M.CheckboxItem className={ITEM} {...props}>
      <M.ItemIndicator className="absolute left-2 flex h-4 w-4 items-center justify-center">
        <Check className="h-4 w-4" aria-hidden="true" />
      </M.ItemIndicator>
      {children}
    </M.CheckboxItem>
  )
}

/** Search, category, 'Ordenar' and 'Filtros' of 'Discussões'; every change visits the new URL. */
export function DiscussionFilters({
  filters,
  signedIn,
  onChange,
}: {
  filters: DiscussionFilterValues
  signedIn: boolean
  onChange: (changes: Partial<DiscussionFilterValues>) => void
}) {
  const [query, setQuery] = useState(filters.q)
  /* The back button or 'Limpar filtros' change the search in the URL: the box follows. */
  const [shownQ, setShownQ] = useState(filters.q)
  if (shownQ !== filters.q) {
    setShownQ(filters.q)
    setQuery(filters.q)
  }
  const searchId = useId()
  const sortId = useId()
  const categoryLabelId = useId()
  const active = [filters.status, filters.mine, filters.saved].filter(Boolean).length

  return (
    <div className="grid gap-4">
      <form
        role="search"
        className="flex gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ q: query.trim() })
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          {COMMUNITY_TEXT.searchLabel}
        </label>
        <Input
          id={searchId}
          type="search"
          className="flex-1"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={COMMUNITY_TEXT.searchPlaceholder}
        />
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{COMMUNITY_TEXT.searchSubmit}</span>
        </Button>
      </form>

      <div role="group" aria-labelledby={categoryLabelId} className="flex flex-wrap gap-2">
        <span id={categoryLabelId} className="sr-only">
          {COMMUNITY_TEXT.categoryLabel}
        </span>
        {[null, ...FORUM_CATEGORIES].map((category) => (
          <Button
            key={category ?? 'todas'}
            size="sm"
            variant={filters.category === category ? 'default' : 'outline'}
            aria-pressed={filters.category === category}
            onClick={() => onChange({ category })}
          >
            {category ? FORUM_CATEGORY_LABELS[category] : COMMUNITY_TEXT.allCategories}
          </Button>
        ))}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium">
            {COMMUNITY_TEXT.sortLabel}
          </label>
          <NativeSelect
            id={sortId}
            className="w-48"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as ForumSort })}
          >
            {FORUM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {FORUM_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" className={cn(active > 0 && 'border-primary text-primary')}>
              <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
              {active > 0 ? COMMUNITY_TEXT.filtersActive(active) : COMMUNITY_TEXT.filters}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>{COMMUNITY_TEXT.statusLabel}</DropdownMenuLabel>
            <M.RadioGroup
              value={filters.status ?? ANY_STATUS}
              onValueChange={(value) =>
                onChange({ status: FORUM_STATUS_FILTERS.find((s) => s === value) ?? null })
              }
            >
              <RadioItem value={ANY_STATUS}>{COMMUNITY_TEXT.anyStatus}</RadioItem>
              {FORUM_STATUS_FILTERS.map((status) => (
                <RadioItem key={status} value={status}>
                  {STATUS_LABELS[status]}
                </RadioItem>
              ))}
            </M.RadioGroup>
            {signedIn && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuLabel>{COMMUNITY_TEXT.mineLabel}</DropdownMenuLabel>
                <CheckboxItem
                  checked={filters.mine}
                  onCheckedChange={(checked) => onChange({ mine: checked === true })}
                >
                  {COMMUNITY_TEXT.mine}
                </CheckboxItem>
                <CheckboxItem
                  checked={filters.saved}
                  onCheckedChange={(checked) => onChange({ saved: checked === true })}
                >
                  {COMMUNITY_TEXT.saved}
                </CheckboxItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>

        {(filters.q || filters.category || active > 0 || filters.sort !== 'recentes') && (
          <Button
            variant="ghost"
            onClick={() =>
              onChange({
                q: '',
                category: null,
                sort: 'recentes',
                status: null,
                mine: false,
                saved: false,
              })
            }
          >
            <X className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.clearFilters}
          </Button>
        )}
      </div>
    </div>
  )
}
