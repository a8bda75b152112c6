import { Link } from '@adonisjs/inertia/react'
import { Brain } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { REVIEW_TEXT as T } from '~/components/learning/review/texts'
import { SectionCard } from './section_card'

/** 'Revisão': 'N questões para revisar hoje' and the way into today's review session. */
export function ReviewDueCard({ due }: { due: number }) {
  return (
    <SectionCard icon={Brain} title={T.title} description={T.dueToday(due)}>
      <Button variant={due > 0 ? 'default' : 'outline'} className="w-full" asChild>
        <Link route="review.show">{due > 0 ? T.reviewNow : T.openReview}</Link>
      </Button>
    </SectionCard>
  )
}
