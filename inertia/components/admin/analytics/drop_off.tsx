import { useState } from 'react'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Data } from '@generated/data'
import { formatNumber } from '@domain/platform/format'
import { NativeSelect } from '~/components/admin/select_field'
import { ChartFigure } from '~/components/platform/charts/chart_figure'
import { AXIS_TICK, CHART_COLORS, TOOLTIP_STYLE } from '~/components/platform/charts/chart_theme'
import { useReducedMotion } from '~/hooks/use_reduced_motion'
import { percentText } from './course_tables'
import { TableSection } from './table_section'
import { ADMIN_ANALYTICS_TEXT as T } from './texts'

type Analytics = Data.Admin.Analytics
type CourseDropOff = Analytics['dropOff'][number]

function CourseDropOffChart({ course }: { course: CourseDropOff }) {
  const still = useReducedMotion()
  const rows = [
    {
      key: 'antes',
      position: '0',
      title: T.beforeFirstLong,
      completed: null,
      stopped: course.stoppedBeforeFirst,
      rate: course.stoppedBeforeFirstRate,
    },
    ...course.lessons.map((lesson) => ({
      key: String(lesson.lessonId),
      position: String(lesson.position),
      title: lesson.title,
      completed: lesson.completed,
      stopped: lesson.stoppedHere,
      rate: lesson.stoppedRate,
    })),
  ]
  const data = rows.map((row) => ({
    label: row.position === '0' ? T.beforeFirst : `${T.lesson} ${row.position}`,
    title: row.title,
    stopped: row.stopped,
  }))

  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {T.dropOffSummary(formatNumber(course.started), formatNumber(course.completed))}
      </p>
      <ChartFigure
        label={T.dropOffChart(course.title)}
        height={220}
        table={{
          caption: `${T.dropOff}: ${course.title}`,
          columns: [T.lesson, T.completedLesson, T.stoppedHere, T.ofStarters],
          rows: rows.map((row) => ({
            key: row.key,
            cells: [
              row.position === '0' ? row.title : `${row.position}. ${row.title}`,
              row.completed === null ? '—' : formatNumber(row.completed),
              formatNumber(row.stopped),
              percentText(row.rate),
            ],
          })),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
            <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
            <YAxis tick={AXIS_TICK} width={40} allowDecimals={false} />
            <Tooltip
              {...TOOLTIP_STYLE}
              labelFormatter={(_, payload) => payload?.[0]?.payload?.title ?? ''}
              formatter={(value) => [formatNumber(Number(value ?? 0)), T.stoppedHere]}
            />
            <Bar
              dataKey="stopped"
              fill={CHART_COLORS.destructive}
              radius={[3, 3, 0, 0]}
              isAnimationActive={!still}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  )
}

/** Where learners who started a course in the period stopped, one course at a time. */
export function DropOff({ analytics }: { analytics: Analytics }) {
  const [courseId, setCourseId] = useState<number | null>(null)
  const course =
    analytics.dropOff.find((item) => item.courseId === courseId) ?? analytics.dropOff[0]
  return (
    <TableSection
      id="abandono"
      title={T.dropOff}
      description={T.dropOffDescription}
      table="abandono"
      period={analytics.period}
      empty={course ? null : T.dropOffEmpty}
    >
      {course && (
        <div className="grid gap-4">
          <div className="grid max-w-sm gap-1.5">
            <label htmlFor="abandono-curso" className="text-sm font-medium">
              {T.course}
            </label>
            <NativeSelect
              id="abandono-curso"
              value={course.courseId}
              onChange={(event) => setCourseId(Number(event.target.value))}
            >
              {analytics.dropOff.map((item) => (
                <option key={item.courseId} value={item.courseId}>
                  {item.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <CourseDropOffChart course={course} />
        </div>
      )}
    </TableSection>
  )
}
