import { router } from '@inertiajs/react'
import { COURSE_TAB_LABELS } from '@domain/catalog/course_page'
import { CatalogueQuiz } from '~/components/learning/quiz/catalogue_quiz'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { TabData } from '~/components/catalog/course/tabs/tab_data'

/**
 * Quiz Educativo: the course's catalogue quiz (or the default set), graded
 * on the server. A finished attempt changes the average shown in Progresso,
 * so that tab's data is refreshed when it was already loaded.
 */
export function QuizTab({ course, viewer, quiz, progressPanel }: CourseTabProps) {
  function refreshProgress() {
    if (progressPanel) router.reload({ only: ['progressPanel'], showProgress: false })
  }

  return (
    <TabData prop="quiz" loaded={quiz !== undefined} tab="quiz" label={COURSE_TAB_LABELS.quiz}>
      <CatalogueQuiz
        quiz={quiz ?? null}
        courseId={course.id}
        signedIn={viewer.signedIn}
        onComplete={refreshProgress}
      />
    </TabData>
  )
}
