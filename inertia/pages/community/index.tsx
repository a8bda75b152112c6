import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LogIn, MessagesSquare, Plus } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { useLoadMore } from '~/hooks/use_load_more'
import { useUrlFilters } from '~/hooks/use_url_filters'
import { Button } from '~/components/ui/button'
import { EmptyList, LoadMoreButton } from '~/components/ui/load_more'
import { CommunityShell, type CommunityFigures } from '~/components/community/community_shell'
import { DiscussionCard } from '~/components/community/discussion_card'
import {
  DiscussionFilters,
  discussionsQuery,
  type DiscussionFilterValues,
} from '~/components/community/discussion_filters'
import { DiscussionFormDialog } from '~/components/community/discussion_form_dialog'
import { TopMembersCard } from '~/components/community/top_members_card'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** /comunidade, tab 'Discussões': the forum with its filters in the URL and 'Carregar Mais'. */
export default function CommunityIndex({
  figures,
  canModerate,
  discussions,
  pagination,
  filters,
  topMembers,
}: {
  figures: CommunityFigures
  canModerate: boolean
  discussions: Data.ForumDiscussion[]
  pagination: { currentPage: number; hasMore: boolean; total: number }
  filters: DiscussionFilterValues
  topMembers: Data.TopMember[]
}) {
  const { user } = usePage<SharedProps>().props
  /* Keyboard users land on the first discussion that just arrived. */
  const {
    list,
    loadMore,
    loading: loadingMore,
  } = useLoadMore<HTMLUListElement>({
    props: ['discussions', 'pagination'],
    loaded: discussions.length,
    currentPage: pagination.currentPage,
    focusSelector: 'h3 a',
  })
  const visit = useUrlFilters('community.index', filters, discussionsQuery)

  const filtered = Boolean(
    filters.q || filters.category || filters.status || filters.mine || filters.saved
  )

  return (
    <>
      <Seo title={COMMUNITY_TEXT.pageTitle} description={PAGE_META.community.description} share />
      <CommunityShell figures={figures} active="discussions" canModerate={canModerate}>
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_300px]">
          <section
            aria-labelledby="discussions-heading"
            className="grid min-w-0 grid-cols-1 content-start gap-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                {filters.q && (
                  <p className="text-sm text-muted-foreground">
                    {COMMUNITY_TEXT.resultsFor(filters.q)}
                  </p>
                )}
                <h2 id="discussions-heading" className="text-xl font-semibold" aria-live="polite">
                  {COMMUNITY_TEXT.discussionsFound(pagination.total)}
                </h2>
              </div>
              {user ? (
                <DiscussionFormDialog
                  defaultCategory={filters.category}
                  trigger={
                    <Button>
                      <Plus className="h-4 w-4" aria-hidden="true" />
                      {COMMUNITY_TEXT.newDiscussion}
                    </Button>
                  }
                />
              ) : (
                <Button asChild>
                  <Link route="auth.show">
                    <LogIn className="h-4 w-4" aria-hidden="true" />
                    {COMMUNITY_TEXT.signInToTakePart}
                  </Link>
                </Button>
              )}
            </div>

            <DiscussionFilters filters={filters} signedIn={Boolean(user)} onChange={visit} />

            {discussions.length === 0 ? (
              <EmptyList icon={MessagesSquare} title={COMMUNITY_TEXT.emptyTitle}>
                {filtered ? COMMUNITY_TEXT.emptyFiltered : COMMUNITY_TEXT.emptyForum}
              </EmptyList>
            ) : (
              <ul ref={list} className="grid gap-4">
                {discussions.map((discussion, index) => (
                  <li key={discussion.id} data-index={index}>
                    <DiscussionCard discussion={discussion} />
                  </li>
                ))}
              </ul>
            )}

            {pagination.hasMore && (
              <LoadMoreButton
                onClick={loadMore}
                loading={loadingMore}
                label={COMMUNITY_TEXT.loadMore}
                loadingLabel={COMMUNITY_TEXT.loadingMore}
              />
            )}
          </section>

          <aside className="flex min-w-0 flex-col gap-6">
            <TopMembersCard members={topMembers} />
          </aside>
        </div>
      </CommunityShell>
    </>
  )
}
