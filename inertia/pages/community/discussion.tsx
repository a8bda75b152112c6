import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Markdown } from '~/components/platform/markdown'
import {
  BackToCommunity,
  DiscussionHeader,
  DiscussionNotices,
} from '~/components/community/discussion_header'
import { DiscussionActions, type DiscussionViewer } from '~/components/community/discussion_actions'
import { RepliesSection } from '~/components/community/replies_section'
import { Seo } from '~/components/platform/seo'
import { summary } from '~/content/seo'

/** /comunidade/discussoes/{id}/{slug}: a discussion and its replies; public and server-rendered. */
export default function CommunityDiscussion({
  discussion,
  replies,
  repliesPagination,
  viewer,
  shareUrl,
}: {
  discussion: Data.ForumDiscussion.Variants['forDetail']
  replies: Data.ForumReply[]
  repliesPagination: { currentPage: number; lastPage: number; total: number }
  viewer: DiscussionViewer
  shareUrl: string
}) {
  const solutionOnPage = replies.some((reply) => reply.id === discussion.acceptedReplyId)

  return (
    <>
      <Seo
        title={discussion.title}
        description={summary(discussion.excerpt)}
        type="article"
        path={shareUrl}
        share
      />
      {discussion.isHidden && (
        <Head>
          <meta head-key="robots" name="robots" content="noindex" />
        </Head>
      )}
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
        <BackToCommunity />
        <DiscussionNotices discussion={discussion} />
        <article aria-labelledby="discussion-title" className="grid gap-6">
          <DiscussionHeader discussion={discussion} solutionOnPage={solutionOnPage} />
          <Markdown userContent>{discussion.body}</Markdown>
          <DiscussionActions discussion={discussion} viewer={viewer} shareUrl={shareUrl} />
        </article>
        <RepliesSection
          discussion={discussion}
          replies={replies}
          pagination={repliesPagination}
          viewer={viewer}
        />
      </div>
    </>
  )
}
