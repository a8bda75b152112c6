import { usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { COURSE_TAB_LABELS } from '@domain/catalog/course_page'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { TabData } from '~/components/catalog/course/tabs/tab_data'
import { MentorChat } from '~/components/mentor/mentor_chat'
import { MentorTips } from '~/components/mentor/mentor_tips'

/**
 * Mentor IA: the chat with the course's mentor (loaded the first time the tab
 * is shown, with the learner's open conversation) and the spec's tips.
 * The page prop `mentor` is read here so the page itself needs no change.
 */
export function MentorTab(_props: CourseTabProps) {
  const { mentor } = usePage<{ mentor?: Data.MentorPanel | null }>().props
  return (
    <TabData
      prop="mentor"
      loaded={mentor !== undefined}
      tab="mentor"
      label={COURSE_TAB_LABELS.mentor}
    >
      {mentor ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_280px]">
          <MentorChat panel={mentor} />
          <MentorTips examples={mentor.examples} />
        </div>
      ) : null}
    </TabData>
  )
}
