import type { LucideIcon } from '~/components/platform/icons'
import { Eye, Heart, MessageSquare } from '~/components/platform/icons'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { formatNumber } from '@domain/platform/format'
import { cn } from '~/lib/utils'
import { AuthorLine } from '~/components/community/author_line'
import { DiscussionMarks } from '~/components/community/discussion_marks'
import { PostTime } from '~/components/community/post_time'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { discussionParams } from '~/components/community/discussion_route'

/** A number with its icon; screen readers hear '3 respostas', not the icon. */
export function Stat({
  icon: Icon,
  value,
  label,
  className,
}: {
  icon: LucideIcon
  value: number
  label: (n: number) => string
  className?: string
}) {
  return (
    <span className={cn('inline-flex items-center gap-1', className)} title={label(value)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      <span aria-hidden="true">{formatNumber(value)}</span>
      <span className="sr-only">{label(value)}</span>
    </span>
  )
}

/** A discussion in the lists of 'Discussões' and 'Em Alta'. */
export function DiscussionCard({ discussion }: { discussion: Data.ForumDiscussion }) {
  return (
    <article
      className={cn(
        'grid grid-cols-1 gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary/40',
        discussion.isPinned && 'border-primary/40 bg-primary/5',
        discussion.isHidden && 'opacity-70'
      )}
    >
      <DiscussionMarks discussion={discussion} />
      <h3 className="text-lg font-semibold leading-snug">
        <Link
          route="community.discussions.show"
          routeParams={discussionParams(discussion)}
          className="hover:text-primary hover:underline focus-visible:underline"
        >
          {discussion.title}
        </Link>
      </h3>
      {discussion.excerpt && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{discussion.excerpt}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AuthorLine author={discussion.author} size="sm">
          <PostTime iso={discussion.createdAt} />
        </AuthorLine>
        <p className="flex items-center gap-4 text-sm text-muted-foreground">
          <Stat
            icon={MessageSquare}
            value={discussion.repliesCount}
            label={COMMUNITY_TEXT.replies}
          />
          <Stat icon={Heart} value={discussion.likesCount} label={COMMUNITY_TEXT.likes} />
          <Stat icon={Eye} value={discussion.viewsCount} label={COMMUNITY_TEXT.views} />
        </p>
      </div>
    </article>
  )
}
