import { Link } from '@adonisjs/inertia/react'
import { BookOpen, Clock, Target } from '~/components/platform/icons'
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Data } from '@generated/data'
import { SectionCard } from '~/components/learning/dashboard/section_card'
import { WeeklyGoalForm } from '~/components/learning/weekly_goal_form'
import { Button } from '~/components/ui/button'
import { EmptyList } from '~/components/ui/load_more'
import { Progress } from '~/components/ui/progress'
import { ChartFigure } from '~/components/platform/charts/chart_figure'
import { AXIS_TICK, CHART_COLORS, TOOLTIP_STYLE } from '~/components/platform/charts/chart_theme'
import { useReducedMotion } from '~/hooks/use_reduced_motion'
import { ANALYTICS_TEXT as T, compactHours, compactMinutes, hoursText, minutesText } from './texts'

type StudyProgress = Data.LearnerAnalytics['progress']

/**
 * Studied time per bar against a dashed goal line, each bar labelled with its
 * value (the daily and the weekly chart of Progresso).
 */
function GoalBarChart({
  rows,
  valueKey,
  goal,
  valueText,
  barLabel,
  tooltipLabel,
  xInterval,
}: {
  rows: { label: string }[]
  valueKey: 'minutes' | 'hours'
  goal: number
  valueText: (value: number) => string
  barLabel: (value: number) => string
  tooltipLabel?: (label: string) => string
  xInterval?: 'preserveStartEnd'
}) {
  const still = useReducedMotion()
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        margin={{ top: 20, right: 8, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" tick={AXIS_TICK} interval={xInterval} />
        <YAxis tick={AXIS_TICK} width={40} allowDecimals={false} hide />
        <Tooltip
          {...TOOLTIP_STYLE}
          labelFormatter={tooltipLabel ? (label) => tooltipLabel(String(label)) : undefined}
          formatter={(value) => valueText(Number(value ?? 0))}
        />
        <ReferenceLine
          y={goal}
          stroke={CHART_COLORS.highlight}
          strokeDasharray="6 4"
          ifOverflow="extendDomain"
        />
        <Bar
          dataKey={valueKey}
          name={T.studied}
          fill={CHART_COLORS.primary}
          radius={[4, 4, 0, 0]}
          isAnimationActive={!still}
        >
          <LabelList
            dataKey={valueKey}
            position="top"
            fontSize={11}
            formatter={(value: unknown) => (Number(value) > 0 ? barLabel(Number(value)) : '')}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  )
}

/** Studied time of the last 7 days against the daily target (weekly goal / 7). */
function DailyChart({ progress }: { progress: StudyProgress }) {
  return (
    <ChartFigure
      label={T.dailyChart}
      height={240}
      table={{
        caption: T.dailyTitle,
        columns: [T.day, T.studied],
        rows: progress.days.map((day) => ({
          key: day.day,
          cells: [
            `${day.label} ${day.day.slice(8, 10)}/${day.day.slice(5, 7)}`,
            minutesText(day.minutes),
          ],
        })),
      }}
    >
      <GoalBarChart
        rows={progress.days}
        valueKey="minutes"
        goal={progress.dailyTargetMinutes}
        valueText={minutesText}
        barLabel={compactMinutes}
      />
    </ChartFigure>
  )
}

/** Studied hours of the last 8 weeks (Monday to Sunday) against the weekly goal. */
function WeeklyChart({ progress }: { progress: StudyProgress }) {
  return (
    <ChartFigure
      label={T.weeklyStudyChart}
      height={240}
      table={{
        caption: T.weeklyStudyTitle,
        columns: [T.week, T.studied, T.goalShare],
        rows: progress.weeks.map((week) => ({
          key: week.weekStart,
          cells: [
            T.weekOf(week.label),
            week.hours > 0 ? hoursText(week.hours) : minutesText(week.minutes),
            `${week.goalPercent}%`,
          ],
        })),
      }}
    >
      <GoalBarChart
        rows={progress.weeks}
        valueKey="hours"
        goal={progress.weeklyGoalHours}
        valueText={hoursText}
        barLabel={compactHours}
        tooltipLabel={T.weekOf}
        xInterval="preserveStartEnd"
      />
    </ChartFigure>
  )
}

function Courses({ courses }: { courses: StudyProgress['courses'] }) {
  if (courses.length === 0) {
    return (
      <EmptyList icon={BookOpen} title={T.coursesEmptyTitle}>
        {T.coursesEmpty}{' '}
        <Button asChild variant="link" className="h-auto p-0">
          <Link route="courses.index">{T.seeCourses}</Link>
        </Button>
      </EmptyList>
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-2">
      {courses.map((course) => (
        <li key={course.courseId} className="grid grid-cols-1 gap-1.5">
          <div className="flex items-center justify-between gap-3 text-sm">
            <Link
              route="courses.show"
              routeParams={{ slug: course.slug }}
              className="flex min-w-0 items-center gap-2 font-medium hover:underline"
            >
              <span className="truncate">{course.title}</span>
            </Link>
            <span className="shrink-0 font-semibold tabular-nums">{course.percent}%</span>
          </div>
          <Progress value={course.percent} label={course.title} />
          <p className="text-xs text-muted-foreground">
            {T.lessonsDone(course.completedLessons, course.totalLessons)}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** Progresso: this week against the goal, study time per day and per week, progress per course. */
export function ProgressTab({ progress }: { progress: StudyProgress }) {
  const thisWeek = progress.weeks[progress.weeks.length - 1]
  const studiedAtAll = progress.weeks.some((week) => week.minutes > 0)
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <SectionCard
          icon={Target}
          title={T.goalTitle}
          description={T.goalDescription(
            hoursText(progress.weeklyGoalHours),
            minutesText(progress.dailyTargetMinutes)
          )}
          contentClassName="grid items-end gap-4 md:grid-cols-[1fr_auto]"
        >
          {thisWeek && (
            <div className="grid gap-2">
              <p className="text-sm font-medium">
                {thisWeek.minutes > 0
                  ? T.goalThisWeek(
                      thisWeek.hours > 0
                        ? hoursText(thisWeek.hours)
                        : minutesText(thisWeek.minutes),
                      hoursText(progress.weeklyGoalHours),
                      thisWeek.goalPercent
                    )
                  : T.goalNotYet}
              </p>
              <Progress value={thisWeek.goalPercent} label={T.goalBar} />
            </div>
          )}
          <WeeklyGoalForm weeklyGoalHours={progress.weeklyGoalHours} />
        </SectionCard>
      </div>
      {studiedAtAll ? (
        <>
          <SectionCard icon={Clock} title={T.dailyTitle} description={T.dailyDescription}>
            <DailyChart progress={progress} />
          </SectionCard>
          <SectionCard
            icon={Clock}
            title={T.weeklyStudyTitle}
            description={T.weeklyStudyDescription}
          >
            <WeeklyChart progress={progress} />
          </SectionCard>
        </>
      ) : (
        <div className="lg:col-span-2">
          <EmptyList icon={Clock} title={T.studyEmptyTitle}>
            {T.studyEmpty}
          </EmptyList>
        </div>
      )}
      <div className="lg:col-span-2">
        <SectionCard icon={BookOpen} title={T.coursesTitle}>
          <Courses courses={progress.courses} />
        </SectionCard>
      </div>
    </div>
  )
}
