import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Markdown } from '~/components/markdown'
import {
  BackToCommunity,
  DiscussionHeader,
  DiscussionNotices,
} from '~/components/community/discussion_header'
import { DiscussionActions, type DiscussionViewer } from '~/components/community/discussion_actions'
import { RepliesSection } from '~/components/community/replies_section'

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
      <Head title={discussion.title}>
        <meta head-key="description" name="description" content={discussion.excerpt} />
        <meta head-key="og:title" property="og:title" content={discussion.title} />
        <meta head-key="og:description" property="og:description" content={discussion.excerpt} />
        <meta head-key="og:type" property="og:type" content="article" />
        <meta head-key="og:url" property="og:url" content={shareUrl} />
        {discussion.isHidden && <meta head-key="robots" name="robots" content="noindex" />}
      </Head>
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
