import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { cn } from '~/lib/utils'
import { Avatar } from '~/components/ui/avatar'
import { COMMUNITY_TEXT } from '~/components/community/texts'

type Author = Data.ForumDiscussion['author']

/** Who wrote a post: picture, name (a link to the profile when `linked`), specialty and ranking. */
export function AuthorLine({
  author,
  linked = false,
  size = 'md',
  children,
}: {
  author: Author
  linked?: boolean
  size?: 'sm' | 'md'
  /** Shown after the specialty (the post's time) */
  children?: ReactNode
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar
        src={author.avatarUrl}
        name={author.fullName}
        className={cn(size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10')}
      />
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">
          {linked ? (
            <Link
              route="profiles.show"
              routeParams={{ id: author.id }}
              className="hover:text-primary hover:underline"
            >
              {author.fullName}
            </Link>
          ) : (
            author.fullName
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="truncate">{author.specialty}</span>
          {author.ranking !== null && (
            <span className="font-medium text-primary">
              {COMMUNITY_TEXT.inRanking(author.ranking)}
            </span>
          )}
          {children}
        </p>
      </div>
    </div>
  )
}
