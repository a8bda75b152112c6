import { COURSE_TAB_LABELS } from '@domain/catalog/course_page'
import { ProgressPanel } from '~/components/learning/progress_panel'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { TabData } from '~/components/catalog/course/tabs/tab_data'

/**
 * Progresso: the learner's progress panel for this course (loaded the first
 * time the tab is shown); visitors are invited to sign in.
 */
export function ProgressTab({ viewer, progressPanel }: CourseTabProps) {
  if (!viewer.signedIn) return <ProgressPanel panel={null} />
  return (
    <TabData
      prop="progressPanel"
      loaded={progressPanel !== undefined}
      tab="progresso"
      label={COURSE_TAB_LABELS.progresso}
    >
      <ProgressPanel panel={progressPanel ?? null} />
    </TabData>
  )
}
