import { lazyComponent } from '~/lib/lazy_component'
import { TabLoading } from '~/components/catalog/course/tabs/tab_loading'
import { COURSE_TAB_LABELS } from '@domain/catalog/course_page'

/**
 * The chat with a course's mentor (mentor_chat_panel.tsx), a chunk of its own
 * with the Markdown renderer: fetched when the 'Mentor IA' tab is shown.
 */
export const MentorChat = lazyComponent(
  () => import('./mentor_chat_panel'),
  <TabLoading label={COURSE_TAB_LABELS.mentor} />
)
