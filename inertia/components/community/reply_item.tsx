import { useState } from 'react'
import { router } from '@inertiajs/react'
import { CheckCircle2, Eye, EyeOff, Flag, Pencil, Trash2 } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { withinDeleteWindow } from '@domain/community/forum'
import { urlFor } from '~/client'
import { cn } from '~/lib/utils'
import { useHydrated } from '~/hooks/use_hydrated'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { Markdown } from '~/components/platform/markdown'
import { AuthorLine } from '~/components/community/author_line'
import { EditedMark } from '~/components/community/discussion_header'
import { LikeButton } from '~/components/community/like_button'
import { PostTime } from '~/components/community/post_time'
import { ReasonDialog } from '~/components/community/reason_dialog'
import { HIDE_FORM, REPORT_FORM } from '@domain/community/forms'
import { ReplyForm } from '~/components/community/reply_form'
import { showReply } from '~/components/community/moderation'
import type { DiscussionViewer } from '~/components/community/discussion_actions'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/** One reply: author, time, body, like; the solution mark; the author's and moderators' actions. */
export function ReplyItem({
  reply,
  discussionId,
  viewer,
}: {
  reply: Data.ForumReply
  discussionId: number
  viewer: DiscussionViewer
}) {
  const hydrated = useHydrated()
  const [editing, setEditing] = useState(false)
  const [dialog, setDialog] = useState<'report' | 'hide' | null>(null)
  const mine = viewer.userId === reply.author.id
  /* The 30-minute window depends on the clock: decided in the browser only. */
  const deletable = mine && hydrated && withinDeleteWindow(new Date(reply.createdAt))
  const act = { preserveScroll: true }

  return (
    <article
      id={`resposta-${reply.id}`}
      aria-label={reply.author.fullName}
      className={cn(
        'grid scroll-mt-24 grid-cols-1 gap-3 rounded-xl border bg-card p-5',
        reply.isSolution && 'border-success/60 bg-success/5 ring-1 ring-success/40',
        reply.isHidden && 'border-dashed opacity-70'
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AuthorLine author={reply.author} linked size="sm">
          <PostTime iso={reply.createdAt} />
          <EditedMark editedAt={reply.editedAt} />
        </AuthorLine>
        {reply.isSolution && (
          <Badge variant="success">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> {COMMUNITY_TEXT.solution}
          </Badge>
        )}
      </div>

      {reply.isHidden && (
        <p className="flex items-center gap-2 text-sm font-medium text-destructive">
          <EyeOff className="h-4 w-4" aria-hidden="true" />
          {COMMUNITY_TEXT.hiddenReply(reply.hiddenReason)}
        </p>
      )}

      {editing ? (
        <ReplyForm discussionId={discussionId} reply={reply} onDone={() => setEditing(false)} />
      ) : (
        <Markdown userContent className="text-sm">
          {reply.body}
        </Markdown>
      )}

      <div
        role="group"
        aria-label={COMMUNITY_TEXT.replyActions(reply.author.fullName)}
        className="flex flex-wrap items-center gap-2"
      >
        <LikeButton
          size="sm"
          liked={reply.liked}
          count={reply.likesCount}
          signedIn={viewer.signedIn}
          likeUrl={urlFor('community.replies.like', { id: reply.id })}
          unlikeUrl={urlFor('community.replies.unlike', { id: reply.id })}
        />
        {viewer.isAuthor && !reply.isHidden && (
          <Button
            size="sm"
            variant={reply.isSolution ? 'secondary' : 'outline'}
            onClick={() =>
              reply.isSolution
                ? router.delete(urlFor('community.discussions.unaccept', { id: discussionId }), act)
                : router.post(
                    urlFor('community.discussions.accept', { id: discussionId }),
                    { replyId: reply.id },
                    act
                  )
            }
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {reply.isSolution ? COMMUNITY_TEXT.unacceptSolution : COMMUNITY_TEXT.acceptSolution}
          </Button>
        )}
        {mine && !editing && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.edit}
          </Button>
        )}
        {deletable && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" className="text-destructive">
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.delete}
              </Button>
            }
            title={COMMUNITY_TEXT.deleteReplyTitle}
            confirmLabel={COMMUNITY_TEXT.delete}
            cancelLabel={COMMUNITY_TEXT.cancel}
            onConfirm={() =>
              router.delete(urlFor('community.replies.destroy', { id: reply.id }), act)
            }
          />
        )}
        {viewer.signedIn && !mine && (
          <ReasonDialog
            open={dialog === 'report'}
            onOpenChange={(open) => setDialog(open ? 'report' : null)}
            trigger={
              <Button size="sm" variant="ghost">
                <Flag className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.report}
              </Button>
            }
            title={COMMUNITY_TEXT.reportReplyTitle}
            description={COMMUNITY_TEXT.reportDescription}
            submitLabel={COMMUNITY_TEXT.reportSubmit}
            url={urlFor('community.discussions.report', { id: discussionId })}
            data={{ replyId: reply.id }}
            form={REPORT_FORM}
          />
        )}
        {viewer.canModerate &&
          (reply.isHidden ? (
            <Button size="sm" variant="ghost" onClick={() => showReply(reply.id)}>
              <Eye className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.show}
            </Button>
          ) : (
            <ReasonDialog
              open={dialog === 'hide'}
              onOpenChange={(open) => setDialog(open ? 'hide' : null)}
              trigger={
                <Button size="sm" variant="ghost">
                  <EyeOff className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.hide}
                </Button>
              }
              title={COMMUNITY_TEXT.hideReplyTitle}
              description={COMMUNITY_TEXT.hideDescription}
              submitLabel={COMMUNITY_TEXT.hideSubmit}
              url={urlFor('community.replies.moderate', { id: reply.id })}
              data={{ action: 'hide' }}
              form={HIDE_FORM}
              destructive
            />
          ))}
      </div>
    </article>
  )
}
