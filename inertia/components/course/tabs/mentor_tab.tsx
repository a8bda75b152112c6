import type { CourseTabProps } from '~/components/course/tabs/types'
import { TabPlaceholder } from '~/components/course/tabs/placeholder'

/** Mentor IA — the mentor chat arrives with its own issue; this is its place in the template. */
export function MentorTab({ course }: CourseTabProps) {
  return (
    <TabPlaceholder title="Mentor IA em construção">
      A conversa com {course.mentorName ?? 'o mentor IA deste curso'} chega em breve.
    </TabPlaceholder>
  )
}
