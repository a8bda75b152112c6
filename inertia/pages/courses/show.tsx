import type { Data } from '@generated/data'
import type { CourseTab } from '@domain/catalog/catalog'
import { Badge } from '~/components/ui/badge'
import { CourseHeader } from '~/components/catalog/course/course_header'
import { CourseSideCard } from '~/components/catalog/course/course_side_card'
import { CourseTabs } from '~/components/catalog/course/course_tabs'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { Seo } from '~/components/platform/seo'
import { summary } from '~/content/seo'

/** One template for every course: header, side card and the course's own tabs, all from the database. */
export default function CoursesShow({
  course,
  content,
  lessons,
  reviews,
  viewer,
  initialTab,
  progressPanel,
  quiz,
  certificate,
  materials,
}: {
  course: Data.CourseDetail
  /** Conteúdo: the first modules' headings; the rest on demand (`?modulos=todos`) */
  content: Data.CourseContent
  /** Conteúdo: lessons by module, the open module's first; a module opened later merges in */
  lessons: Data.CourseLessons
  /** Avaliações tab: optional prop loaded when the tab is first shown */
  reviews?: Data.CourseReview[] | null
  viewer: Data.CourseViewer
  initialTab: CourseTab | null
  /** Progresso tab: null for visitors; optional prop loaded when the tab is first shown */
  progressPanel?: Data.ProgressPanel | null
  /** Quiz Educativo tab: optional prop loaded when the tab is first shown */
  quiz?: Data.Quiz | null
  /** Certificado tab: optional prop loaded when the tab is first shown */
  certificate?: Data.CertificateTab | null
  /** 'Materiais do curso' under Conteúdo: materials attached to no lesson */
  materials: Data.CourseMaterials
  /** Mentor IA tab: optional prop read by MentorTab (usePage), loaded when the tab is first shown */
  mentor?: Data.MentorPanel | null
}) {
  return (
    <>
      <Seo
        title={course.title}
        description={summary(course.subtitle || course.description)}
        image={course.thumbnailUrl}
        share
      />
      {/* Phones: header, side card, tabs. Wide screens: the side card sticks to the right. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_360px]">
        <div className="grid content-start gap-4 lg:col-start-1">
          {(!course.isPublished || course.archived) && (
            <Badge variant="destructive" className="w-fit">
              {course.archived ? COURSE_TEXT.archivedNotice : COURSE_TEXT.draftNotice}
            </Badge>
          )}
          <CourseHeader course={course} />
        </div>
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CourseSideCard course={course} viewer={viewer} />
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <CourseTabs
            course={course}
            content={content}
            lessons={lessons}
            reviews={reviews}
            viewer={viewer}
            initialTab={initialTab}
            progressPanel={progressPanel}
            quiz={quiz}
            certificate={certificate}
            materials={materials}
          />
        </div>
      </div>
    </>
  )
}
