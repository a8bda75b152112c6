import { WhenVisible } from '@inertiajs/react'
import { COURSE_TAB_LABELS } from '@domain/course_page'
import { ProgressPanel } from '~/components/learning/progress_panel'
import type { CourseTabProps } from '~/components/course/tabs/types'
import { TabLoading } from '~/components/course/tabs/tab_loading'

/* The tab rides along in the URL: the reload must not undo the ?aba= the tab switch writes. */
const RELOAD_PARAMS = { data: { aba: 'progresso' } }

/**
 * Progresso: the learner's progress panel for this course (loaded the first
 * time the tab is shown); visitors are invited to sign in.
 */
export function ProgressTab({ viewer, progressPanel }: CourseTabProps) {
  if (!viewer.signedIn) return <ProgressPanel panel={null} />
  return (
    <WhenVisible
      data="progressPanel"
      params={RELOAD_PARAMS}
      fallback={<TabLoading label={COURSE_TAB_LABELS.progresso} />}
    >
      {progressPanel ? (
        <ProgressPanel panel={progressPanel} />
      ) : (
        <TabLoading label={COURSE_TAB_LABELS.progresso} />
      )}
    </WhenVisible>
  )
}
