import type { Data } from '@generated/data'
import { formatNumber } from '@domain/platform/format'
import { formatPercent } from '@domain/learning/analytics'
import { FiguresTable } from '~/components/platform/charts/chart_figure'
import { TableSection } from './table_section'
import { ADMIN_ANALYTICS_TEXT as T } from './texts'

type Analytics = Data.Admin.Analytics

export const percentText = (value: number | null) => (value === null ? '—' : formatPercent(value))

/** Per course: learners who started it in the period, how many finished it, the completion rate. */
export function CourseTable({ analytics }: { analytics: Analytics }) {
  return (
    <TableSection
      id="cursos"
      title={T.courses}
      description={T.coursesDescription}
      table="cursos"
      period={analytics.period}
      empty={analytics.courses.length === 0 ? T.coursesEmpty : null}
    >
      <FiguresTable
        className="relative overflow-x-auto"
        table={{
          caption: T.courses,
          columns: [T.course, T.started, T.completedCourse, T.completionRate],
          rows: analytics.courses.map((course) => ({
            key: String(course.courseId),
            cells: [
              <span key="title" className="inline-block min-w-40">
                {course.title}
              </span>,
              formatNumber(course.started),
              formatNumber(course.completed),
              percentText(course.completionRate),
            ],
          })),
        }}
      />
    </TableSection>
  )
}

/** The quiz questions answered wrong most often in the period. */
export function HardestQuestions({ analytics }: { analytics: Analytics }) {
  return (
    <TableSection
      id="questoes"
      title={T.questions}
      description={T.questionsDescription}
      table="questoes"
      period={analytics.period}
      empty={analytics.hardestQuestions.length === 0 ? T.questionsEmpty : null}
    >
      <FiguresTable
        className="relative overflow-x-auto"
        table={{
          caption: T.questions,
          columns: [T.question, T.wrong, T.wrongRate],
          rows: analytics.hardestQuestions.map((row) => ({
            key: String(row.questionId),
            cells: [
              <span key="question" className="grid min-w-36 gap-0.5 font-normal">
                <span className="font-medium">{row.question}</span>
                <span className="text-xs text-muted-foreground">
                  {row.courseTitle && !row.quizTitle.includes(row.courseTitle)
                    ? `${row.quizTitle} · ${row.courseTitle}`
                    : row.quizTitle}
                </span>
              </span>,
              <span key="wrong" className="whitespace-nowrap">
                {T.wrongOf(formatNumber(row.wrong), formatNumber(row.answers))}
              </span>,
              percentText(row.wrongRate),
            ],
          })),
        }}
      />
    </TableSection>
  )
}
