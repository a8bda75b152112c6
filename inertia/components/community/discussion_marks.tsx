import { CheckCircle2, EyeOff, Flame, Lock, Pin } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { COMMUNITY_TEXT } from '~/components/community/texts'

type Marked = Pick<
  Data.ForumDiscussion,
  'categoryLabel' | 'isPinned' | 'isHot' | 'isSolved' | 'isLocked' | 'isHidden'
>

/** The category and the marks of a discussion, each with an icon and its word (never colour alone). */
export function DiscussionMarks({ discussion }: { discussion: Marked }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant="secondary">{discussion.categoryLabel}</Badge>
      {discussion.isPinned && (
        <Badge variant="outline">
          <Pin className="h-3 w-3" aria-hidden="true" /> {COMMUNITY_TEXT.pinned}
        </Badge>
      )}
      {discussion.isHot && (
        <Badge variant="highlight">
          <Flame className="h-3 w-3" aria-hidden="true" /> {COMMUNITY_TEXT.hot}
        </Badge>
      )}
      {discussion.isSolved && (
        <Badge variant="success">
          <CheckCircle2 className="h-3 w-3" aria-hidden="true" /> {COMMUNITY_TEXT.solvedMark}
        </Badge>
      )}
      {discussion.isLocked && (
        <Badge variant="outline">
          <Lock className="h-3 w-3" aria-hidden="true" /> {COMMUNITY_TEXT.locked}
        </Badge>
      )}
      {discussion.isHidden && (
        <Badge variant="destructive">
          <EyeOff className="h-3 w-3" aria-hidden="true" /> {COMMUNITY_TEXT.hiddenMark}
        </Badge>
      )}
    </div>
  )
}
