import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Bookmark, Flag, Pencil, Trash2 } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { DiscussionFormDialog } from '~/components/community/discussion_form_dialog'
import { LikeButton } from '~/components/community/like_button'
import { ModerationMenu } from '~/components/community/moderation_menu'
import { ReasonDialog } from '~/components/community/reason_dialog'
import { REPORT_FORM } from '@domain/community/forms'
import { ShareButton } from '~/components/ui/share_button'
import { COMMUNITY_TEXT } from '~/components/community/texts'

export type DiscussionViewer = {
  signedIn: boolean
  userId: number | null
  isAuthor: boolean
  canModerate: boolean
  canDelete: boolean
}

/** What the reader can do with the discussion: like, save, share, report; edit and delete their own; moderate. */
export function DiscussionActions({
  discussion,
  viewer,
  shareUrl,
}: {
  discussion: Data.ForumDiscussion.Variants['forDetail']
  viewer: DiscussionViewer
  shareUrl: string
}) {
  const [reporting, setReporting] = useState(false)
  const [saving, setSaving] = useState(false)
  const { id } = discussion

  function toggleBookmark() {
    if (saving) return
    const options = {
      preserveScroll: true,
      onStart: () => setSaving(true),
      onFinish: () => setSaving(false),
    }
    if (discussion.bookmarked)
      router.delete(urlFor('community.discussions.unbookmark', { id }), options)
    else router.post(urlFor('community.discussions.bookmark', { id }), {}, options)
  }

  return (
    <div
      role="group"
      aria-label={COMMUNITY_TEXT.actionsLabel}
      className="flex flex-wrap items-center gap-2 border-t pt-4"
    >
      <LikeButton
        liked={discussion.liked}
        count={discussion.likesCount}
        signedIn={viewer.signedIn}
        likeUrl={urlFor('community.discussions.like', { id })}
        unlikeUrl={urlFor('community.discussions.unlike', { id })}
      />
      {viewer.signedIn && (
        <Button
          variant={discussion.bookmarked ? 'secondary' : 'outline'}
          aria-pressed={discussion.bookmarked}
          aria-busy={saving || undefined}
          onClick={toggleBookmark}
        >
          <Bookmark
            className={cn('h-4 w-4', discussion.bookmarked && 'fill-current text-primary')}
            aria-hidden="true"
          />
          {discussion.bookmarked ? COMMUNITY_TEXT.savedState : COMMUNITY_TEXT.save}
        </Button>
      )}
      <ShareButton
        title={discussion.title}
        url={shareUrl}
        copiedText={COMMUNITY_TEXT.linkCopiedText}
      />
      {viewer.signedIn && !viewer.isAuthor && (
        <ReasonDialog
          open={reporting}
          onOpenChange={setReporting}
          trigger={
            <Button variant="ghost">
              <Flag className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.report}
            </Button>
          }
          title={COMMUNITY_TEXT.reportTitle}
          description={COMMUNITY_TEXT.reportDescription}
          submitLabel={COMMUNITY_TEXT.reportSubmit}
          url={urlFor('community.discussions.report', { id })}
          form={REPORT_FORM}
        />
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        {viewer.isAuthor && (
          <DiscussionFormDialog
            discussion={discussion}
            trigger={
              <Button variant="outline">
                <Pencil className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.edit}
              </Button>
            }
          />
        )}
        {viewer.canDelete && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="text-destructive">
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.delete}
              </Button>
            }
            title={COMMUNITY_TEXT.deleteDiscussionTitle}
            description={COMMUNITY_TEXT.deleteDiscussionText}
            confirmLabel={COMMUNITY_TEXT.delete}
            cancelLabel={COMMUNITY_TEXT.cancel}
            onConfirm={() => router.delete(urlFor('community.discussions.destroy', { id }))}
          />
        )}
        {viewer.canModerate && <ModerationMenu discussion={discussion} />}
      </div>
    </div>
  )
}
