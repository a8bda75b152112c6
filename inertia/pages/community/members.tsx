import { useId, useState } from 'react'
import { Search, Users } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatNumber } from '@domain/platform/format'
import { compactQuery, useUrlFilters } from '~/hooks/use_url_filters'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { CommunityShell, type CommunityFigures } from '~/components/community/community_shell'
import { MemberCard } from '~/components/community/member_card'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** /comunidade/membros: the members directory, searchable by name, specialty or city. */
export default function CommunityMembers({
  figures,
  canModerate,
  members,
  pagination,
  q,
}: {
  figures: CommunityFigures
  canModerate: boolean
  members: Data.Member[]
  pagination: { currentPage: number; lastPage: number; total: number }
  q: string
}) {
  const [query, setQuery] = useState(q)
  const searchId = useId()
  /* A new search starts on page 1 (left out of the URL). */
  const visit = useUrlFilters(
    'community.members',
    { q, pagina: 1 },
    (filters) => compactQuery({ q: filters.q, pagina: filters.pagina > 1 ? filters.pagina : null }),
    { preserveScroll: false }
  )

  return (
    <>
      <Seo
        title={`${COMMUNITY_TEXT.tabs.members} · ${COMMUNITY_TEXT.pageTitle}`}
        description={PAGE_META.members.description}
      />
      <CommunityShell figures={figures} active="members" canModerate={canModerate}>
        <section aria-labelledby="members-heading" className="mx-auto max-w-7xl px-4 py-8">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <h2 id="members-heading" className="flex items-center gap-2 text-2xl font-semibold">
              <Users className="h-6 w-6 text-primary" aria-hidden="true" />
              {COMMUNITY_TEXT.membersHeading}
              <span className="text-base font-normal text-muted-foreground">
                ({formatNumber(pagination.total)})
              </span>
            </h2>
            <form
              role="search"
              className="flex w-full max-w-md gap-2"
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                visit({ q: query.trim() })
              }}
            >
              <label htmlFor={searchId} className="sr-only">
                {COMMUNITY_TEXT.membersSearchLabel}
              </label>
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={COMMUNITY_TEXT.membersSearchPlaceholder}
              />
              <Button type="submit" aria-label={COMMUNITY_TEXT.searchSubmit}>
                <Search className="h-4 w-4" aria-hidden="true" />
              </Button>
            </form>
          </div>

          {members.length === 0 ? (
            <p className="rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
              {q ? COMMUNITY_TEXT.membersNotFound(q) : COMMUNITY_TEXT.membersEmpty}
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {members.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
          )}

          {pagination.lastPage > 1 && (
            <nav
              aria-label={COMMUNITY_TEXT.membersPages}
              className="mt-8 flex items-center justify-center gap-3"
            >
              <Button
                variant="outline"
                disabled={pagination.currentPage <= 1}
                onClick={() => visit({ pagina: pagination.currentPage - 1 })}
              >
                {COMMUNITY_TEXT.previous}
              </Button>
              <span className="text-sm text-muted-foreground" aria-current="page">
                {COMMUNITY_TEXT.pageOf(pagination.currentPage, pagination.lastPage)}
              </span>
              <Button
                variant="outline"
                disabled={pagination.currentPage >= pagination.lastPage}
                onClick={() => visit({ pagina: pagination.currentPage + 1 })}
              >
                {COMMUNITY_TEXT.next}
              </Button>
            </nav>
          )}
        </section>
      </CommunityShell>
    </>
  )
}
