import { Flame } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { CommunityShell, type CommunityFigures } from '~/components/community/community_shell'
import { DiscussionCard } from '~/components/community/discussion_card'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** /comunidade/em-alta: pinned discussions first, then the most engaging recent ones. */
export default function CommunityTrending({
  figures,
  canModerate,
  discussions,
}: {
  figures: CommunityFigures
  canModerate: boolean
  discussions: Data.ForumDiscussion[]
}) {
  return (
    <>
      <Seo
        title={`${COMMUNITY_TEXT.tabs.trending} · ${COMMUNITY_TEXT.pageTitle}`}
        description={PAGE_META.trending.description}
        share
      />
      <CommunityShell figures={figures} active="trending" canModerate={canModerate}>
        <section
          aria-labelledby="trending-heading"
          className="mx-auto grid max-w-4xl content-start gap-6 px-4 py-8"
        >
          <div>
            <h2 id="trending-heading" className="flex items-center gap-2 text-xl font-semibold">
              <Flame className="h-5 w-5 text-highlight" aria-hidden="true" />
              {COMMUNITY_TEXT.trendingHeading}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{COMMUNITY_TEXT.trendingIntro}</p>
          </div>
          {discussions.length === 0 ? (
            <p className="rounded-xl border border-dashed p-12 text-center text-muted-foreground">
              {COMMUNITY_TEXT.trendingEmpty}
            </p>
          ) : (
            <ol className="grid gap-4">
              {discussions.map((discussion) => (
                <li key={discussion.id}>
                  <DiscussionCard discussion={discussion} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </CommunityShell>
    </>
  )
}
