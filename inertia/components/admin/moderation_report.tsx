import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Check, Eye, EyeOff, X } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ReasonDialog } from '~/components/community/reason_dialog'
import { HIDE_FORM } from '@domain/community/forms'
import { discussionParams } from '~/components/community/discussion_route'
import { discussionToggles, moderateDiscussion, showReply } from '~/components/community/moderation'
import { absoluteTime } from '~/components/community/post_time'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/** The state of the reported post, in words (not colour alone). */
function StateBadges({ report }: { report: Data.Admin.ForumReport }) {
  const { discussion, reply } = report
  return (
    <div className="flex flex-wrap gap-1.5">
      {reply ? (
        <Badge variant={reply.isHidden ? 'destructive' : 'outline'}>
          {reply.isHidden ? COMMUNITY_TEXT.replyHidden : COMMUNITY_TEXT.visible}
        </Badge>
      ) : (
        <Badge variant={discussion.isHidden ? 'destructive' : 'outline'}>
          {discussion.isHidden ? COMMUNITY_TEXT.hiddenMark : COMMUNITY_TEXT.visible}
        </Badge>
      )}
      {discussion.isPinned && <Badge variant="secondary">{COMMUNITY_TEXT.pinned}</Badge>}
      {discussion.isLocked && <Badge variant="secondary">{COMMUNITY_TEXT.locked}</Badge>}
    </div>
  )
}

/** One open report: what was reported and why, the actions on the post, and closing the report. */
export function ModerationReport({ report }: { report: Data.Admin.ForumReport }) {
  const [hiding, setHiding] = useState(false)
  const { discussion, reply } = report
  const hidden = reply ? reply.isHidden : discussion.isHidden
  const close = (outcome: 'resolved' | 'dismissed') =>
    router.patch(
      urlFor('admin.moderation.update', { id: report.id }),
      { outcome },
      { preserveScroll: true }
    )

  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {reply ? COMMUNITY_TEXT.reportedReply : COMMUNITY_TEXT.reportedDiscussion}
          </p>
          <h2 className="font-semibold leading-snug">
            <Link
              route="community.discussions.show"
              routeParams={discussionParams(discussion)}
              className="hover:text-primary hover:underline"
            >
              {discussion.title}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            {COMMUNITY_TEXT.reportedBy(report.reporterName)} ·{' '}
            <time dateTime={report.createdAt}>{absoluteTime(report.createdAt)}</time>
          </p>
        </div>
        <StateBadges report={report} />
      </div>

      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-medium">{COMMUNITY_TEXT.reportReason}</dt>
          <dd className="mt-1 whitespace-pre-line">{report.reason}</dd>
        </div>
        <div>
          <dt className="font-medium">{COMMUNITY_TEXT.reportedContent}</dt>
          <dd className="mt-1 whitespace-pre-line rounded-md border-l-4 bg-muted/50 px-3 py-2 text-muted-foreground">
            {report.excerpt}
          </dd>
        </div>
      </dl>

      <div
        role="group"
        aria-label={COMMUNITY_TEXT.reportActions}
        className="flex flex-wrap items-center gap-2 border-t pt-4"
      >
        {hidden ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              reply ? showReply(reply.id) : moderateDiscussion(discussion.id, 'show')
            }
          >
            <Eye className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.show}
          </Button>
        ) : (
          <ReasonDialog
            open={hiding}
            onOpenChange={setHiding}
            trigger={
              <Button size="sm" variant="outline">
                <EyeOff className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.hide}
              </Button>
            }
            title={reply ? COMMUNITY_TEXT.hideReplyTitle : COMMUNITY_TEXT.hideDiscussionTitle}
            description={COMMUNITY_TEXT.hideDescription}
            submitLabel={COMMUNITY_TEXT.hideSubmit}
            url={
              reply
                ? urlFor('community.replies.moderate', { id: reply.id })
                : urlFor('community.discussions.moderate', { id: discussion.id })
            }
            data={{ action: 'hide' }}
            form={HIDE_FORM}
            destructive
          />
        )}
        {!reply &&
          discussionToggles(discussion).map(({ action, label, icon: Icon }) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              onClick={() => moderateDiscussion(discussion.id, action)}
            >
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </Button>
          ))}
        <div className="ml-auto flex flex-wrap gap-2">
          <Button size="sm" onClick={() => close('resolved')}>
            <Check className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.resolve}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => close('dismissed')}>
            <X className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.dismiss}
          </Button>
        </div>
      </div>
    </Card>
  )
}
