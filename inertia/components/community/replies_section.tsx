import { Link } from '@adonisjs/inertia/react'
import { LogIn } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { discussionParams } from '~/components/community/discussion_route'
import { LockedNotice } from '~/components/community/discussion_header'
import { ReplyForm } from '~/components/community/reply_form'
import { ReplyItem } from '~/components/community/reply_item'
import type { DiscussionViewer } from '~/components/community/discussion_actions'
import { COMMUNITY_TEXT } from '~/components/community/texts'

type Pagination = { currentPage: number; lastPage: number; total: number }

/* After changing pages, the reader lands on the replies heading, not on the top of the page. */
function focusReplies() {
  const heading = document.getElementById('respostas')
  heading?.scrollIntoView({ block: 'start' })
  heading?.focus({ preventScroll: true })
}

function RepliesPagination({
  discussion,
  pagination,
}: {
  discussion: { id: number; slug: string }
  pagination: Pagination
}) {
  const link = (page: number, label: string) => (
    <Button variant="outline" size="sm" asChild>
      <Link
        route="community.discussions.show"
        routeParams={discussionParams(discussion)}
        qs={page > 1 ? { pagina: page } : undefined}
        preserveScroll
        onSuccess={focusReplies}
      >
        {label}
      </Link>
    </Button>
  )
  return (
    <nav
      aria-label={COMMUNITY_TEXT.repliesPages}
      className="flex items-center justify-center gap-3"
    >
      {pagination.currentPage > 1 && link(pagination.currentPage - 1, COMMUNITY_TEXT.previous)}
      <span className="text-sm text-muted-foreground">
        {COMMUNITY_TEXT.pageOf(pagination.currentPage, pagination.lastPage)}
      </span>
      {pagination.currentPage < pagination.lastPage &&
        link(pagination.currentPage + 1, COMMUNITY_TEXT.next)}
    </nav>
  )
}

/** The replies of a discussion, their pages, and the box to answer (or why there is none). */
export function RepliesSection({
  discussion,
  replies,
  pagination,
  viewer,
}: {
  discussion: Data.ForumDiscussion.Variants['forDetail']
  replies: Data.ForumReply[]
  pagination: Pagination
  viewer: DiscussionViewer
}) {
  return (
    <section aria-labelledby="respostas" className="grid gap-4">
      <h2 id="respostas" tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none">
        {COMMUNITY_TEXT.repliesHeading(pagination.total)}
      </h2>

      {replies.length === 0 ? (
        pagination.total === 0 && (
          <p className="text-sm text-muted-foreground">{COMMUNITY_TEXT.repliesEmpty}</p>
        )
      ) : (
        <ol className="grid gap-4">
          {replies.map((reply) => (
            <li key={reply.id}>
              <ReplyItem reply={reply} discussionId={discussion.id} viewer={viewer} />
            </li>
          ))}
        </ol>
      )}

      {pagination.lastPage > 1 && (
        <RepliesPagination discussion={discussion} pagination={pagination} />
      )}

      {discussion.isLocked ? (
        <LockedNotice />
      ) : (
        <div className="rounded-xl border bg-card p-5">
          {viewer.signedIn ? (
            <ReplyForm discussionId={discussion.id} />
          ) : (
            <Button asChild>
              <Link route="auth.show">
                <LogIn className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.signInToReply}
              </Link>
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
