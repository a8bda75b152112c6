import { Link } from '@adonisjs/inertia/react'
import { ArrowDown, ArrowLeft, EyeOff, Lock } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { AuthorLine } from '~/components/community/author_line'
import { DiscussionMarks } from '~/components/community/discussion_marks'
import { absoluteTime, PostTime } from '~/components/community/post_time'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/** 'Editado' next to a post's time, with when in the tooltip and for screen readers. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  if (!editedAt) return null
  const when = COMMUNITY_TEXT.editedAt(absoluteTime(editedAt))
  return (
    <span title={when}>
      <span aria-hidden="true">· {COMMUNITY_TEXT.edited}</span>
      <span className="sr-only">{when}</span>
    </span>
  )
}

export function BackToCommunity() {
  return (
    <Button variant="ghost" size="sm" className="w-fit" asChild>
      <Link route="community.index">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.backToCommunity}
      </Link>
    </Button>
  )
}

/** The notices above a discussion: hidden by the moderators (with the reason), locked. */
export function DiscussionNotices({
  discussion,
}: {
  discussion: Data.ForumDiscussion.Variants['forDetail']
}) {
  if (!discussion.isHidden) return null
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <EyeOff className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold">{COMMUNITY_TEXT.hiddenNotice}</p>
        {discussion.hiddenReason && (
          <p className="mt-1">{COMMUNITY_TEXT.hiddenReason(discussion.hiddenReason)}</p>
        )}
      </div>
    </div>
  )
}

export function LockedNotice() {
  return (
    <p className="flex items-center gap-2 rounded-xl border bg-muted/50 p-4 text-sm">
      <Lock className="h-4 w-4 shrink-0" aria-hidden="true" /> {COMMUNITY_TEXT.lockedNotice}
    </p>
  )
}

/** Category and marks, the title (the page's h1), the author with the date, and the tags. */
export function DiscussionHeader({
  discussion,
  solutionOnPage,
}: {
  discussion: Data.ForumDiscussion.Variants['forDetail']
  solutionOnPage: boolean
}) {
  return (
    <header className="grid gap-4">
      <DiscussionMarks discussion={discussion} />
      <h1 id="discussion-title" className="text-2xl font-bold leading-tight sm:text-3xl">
        {discussion.title}
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AuthorLine author={discussion.author} linked>
          <PostTime iso={discussion.createdAt} />
          <EditedMark editedAt={discussion.editedAt} />
        </AuthorLine>
        {solutionOnPage && discussion.acceptedReplyId !== null && (
          <Button variant="link" size="sm" asChild>
            <a href={`#resposta-${discussion.acceptedReplyId}`}>
              <ArrowDown className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.goToSolution}
            </a>
          </Button>
        )}
      </div>
      {discussion.tags.length > 0 && (
        <ul aria-label={COMMUNITY_TEXT.tagsLabel} className="flex flex-wrap gap-1.5">
          {discussion.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}
