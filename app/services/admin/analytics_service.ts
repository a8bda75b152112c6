import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import { TIME_ZONE } from '#domain/platform/format'
import { notStaffSql } from '#domain/admin/learners'
import {
  analyticsWindow,
  averageOf,
  endOf,
  METRIC_KEYS,
  monthlyRecurringRevenue,
  percentChange,
  pointsChange,
  rate,
  runningTotalAt,
  startOfDay,
  sumPerBucket,
  sumWithin,
  type AnalyticsPeriod,
  type AnalyticsWindow,
  type Change,
  type DayFigure,
  type DayRange,
  type MetricKey,
} from '#domain/admin/admin_analytics'

/*
| Admin analytics (issue 15): every figure from what learners did, each
| source read by ONE query whatever the amount of data (nine in all), every
| time filter on an indexed column (database/migrations/0606, 0607). The SQL
| groups by São Paulo day; app/domain/admin/admin_analytics.ts adds the days up into
| periods and chart buckets. Panel staff (admin_users) are not learners: their
| accounts and activity are left out. Definitions: docs/metrics.md.
*/

export type MetricFigure = {
  key: MetricKey
  current: number | null
  previous: number | null
  change: Change
}

/** One chart point: its days and the value of each metric in it. */
export type SeriesPoint = DayRange & Record<MetricKey, number | null>

export type CourseFigures = {
  courseId: number
  title: string
  /** Learners whose course started in the period */
  started: number
  /** …of whom have completed it since */
  completed: number
  completionRate: number | null
}

export type LessonDropOff = {
  lessonId: number
  title: string
  position: number
  /** Learners of the cohort who completed this lesson */
  completed: number
  /** Learners of the cohort whose furthest completed lesson is this one, course unfinished */
  stoppedHere: number
  stoppedRate: number | null
}

export type CourseDropOff = {
  courseId: number
  title: string
  started: number
  /** …of whom have completed the course */
  completed: number
  /** Started, but completed no lesson yet */
  stoppedBeforeFirst: number
  stoppedBeforeFirstRate: number | null
  lessons: LessonDropOff[]
}

export type QuestionFigures = {
  questionId: number
  question: string
  quizTitle: string
  courseTitle: string | null
  answers: number
  wrong: number
  wrongRate: number | null
}

export type AdminAnalytics = {
  period: AnalyticsPeriod
  unit: AnalyticsWindow['unit']
  current: DayRange
  previous: DayRange
  metrics: MetricFigure[]
  series: SeriesPoint[]
  courses: CourseFigures[]
  dropOff: CourseDropOff[]
  hardestQuestions: QuestionFigures[]
}

/** How many questions the "most often answered wrong" table lists. */
export const HARDEST_QUESTIONS_LIMIT = 10

const LOCAL_DAY = (column: string) => `to_char(${column} AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD')`

/** The window, and the instants its SQL filters use: start of the previous period, of the current one, and the end. */
type Bounds = { window: AnalyticsWindow; from: Date; currentFrom: Date; to: Date }

type TimeFigures = {
  signups: DayFigure[]
  lessonViews: DayFigure[]
  lessonCompletions: DayFigure[]
  quizzes: { day: string; count: number; percentSum: number }[]
  activeLearners: { scope: string; bucket: string | null; learners: number }[]
  subscriptions: { day: string | null; started: number; resumed: number; ended: number }[]
}

export default class AnalyticsService {
  /** Everything the page shows, for the last `period` days and the `period` days before. */
  async summary(period: AnalyticsPeriod, now: Date = new Date()): Promise<AdminAnalytics> {
    const bounds = this.bounds(period, now)
    const [time, courses, dropOff, hardestQuestions] = await Promise.all([
      this.timeFigures(bounds),
      this.courses(bounds),
      this.dropOff(bounds),
      this.hardestQuestions(bounds),
    ])
    return { ...this.assemble(bounds, time), courses, dropOff, hardestQuestions }
  }

  /** Only the figures over time (the 'resumo' and 'evolucao' downloads): six queries. */
  async overTime(period: AnalyticsPeriod, now: Date = new Date()) {
    const bounds = this.bounds(period, now)
    return this.assemble(bounds, await this.timeFigures(bounds))
  }

  async coursesOf(period: AnalyticsPeriod, now: Date = new Date()) {
    return this.courses(this.bounds(period, now))
  }

  async dropOffOf(period: AnalyticsPeriod, now: Date = new Date()) {
    return this.dropOff(this.bounds(period, now))
  }

  async hardestQuestionsOf(period: AnalyticsPeriod, now: Date = new Date()) {
    return this.hardestQuestions(this.bounds(period, now))
  }

  private bounds(period: AnalyticsPeriod, now: Date): Bounds {
    const window = analyticsWindow(period, now)
    return {
      window,
      from: startOfDay(window.previous.firstDay),
      currentFrom: startOfDay(window.current.firstDay),
      to: endOf(window.current),
    }
  }

  private assemble({ window }: Bounds, time: TimeFigures) {
    const { current, previous, buckets } = window
    const metrics: MetricFigure[] = []
    const series: SeriesPoint[] = buckets.map((bucket) => ({ ...bucket }) as SeriesPoint)
    const put = (key: MetricKey, value: number | null, before: number | null, change: Change) => {
      metrics.push({ key, current: value, previous: before, change })
    }
    const flow = (key: MetricKey, rows: DayFigure[]) => {
      const total = sumWithin(rows, current)
      const before = sumWithin(rows, previous)
      put(key, total, before, percentChange(total, before))
      sumPerBucket(rows, buckets).forEach((sum, index) => (series[index][key] = sum))
    }

    flow('signups', time.signups)

    const learners = (scope: string) =>
      time.activeLearners.find((row) => row.scope === scope && row.bucket === null)?.learners ?? 0
    const activeNow = learners('current')
    const activeBefore = learners('previous')
    put('activeLearners', activeNow, activeBefore, percentChange(activeNow, activeBefore))
    buckets.forEach((bucket, index) => {
      const row = time.activeLearners.find(
        (figure) => figure.scope === 'bucket' && figure.bucket === bucket.firstDay
      )
      series[index].activeLearners = row?.learners ?? 0
    })

    flow('lessonViews', time.lessonViews)
    flow('lessonCompletions', time.lessonCompletions)

    const attempts = time.quizzes.map((row) => ({ day: row.day, value: row.count }))
    const percents = time.quizzes.map((row) => ({ day: row.day, value: row.percentSum }))
    flow('quizAttempts', attempts)
    const averageNow = averageOf(sumWithin(percents, current), sumWithin(attempts, current))
    const attemptsBefore = sumWithin(attempts, previous)
    const averageBefore = averageOf(sumWithin(percents, previous), attemptsBefore)
    put(
      'averageScore',
      averageNow,
      averageBefore,
      pointsChange(averageNow, averageBefore, attemptsBefore)
    )
    const attemptsPerBucket = sumPerBucket(attempts, buckets)
    sumPerBucket(percents, buckets).forEach((sum, index) => {
      series[index].averageScore = averageOf(sum, attemptsPerBucket[index])
    })

    const changes = time.subscriptions.filter((row): row is typeof row & { day: string } =>
      Boolean(row.day)
    )
    /* Everything before the window only matters as the number of subscribers it left. */
    const earlier = time.subscriptions.find((row) => row.day === null)
    const baseline = earlier ? earlier.started + earlier.resumed - earlier.ended : 0
    flow(
      'newSubscribers',
      changes.map((row) => ({ day: row.day, value: row.started }))
    )
    flow(
      'cancellations',
      changes.map((row) => ({ day: row.day, value: row.ended }))
    )
    const net = changes.map((row) => ({
      day: row.day,
      value: row.started + row.resumed - row.ended,
    }))
    const [activeAtStart, activeAtEnd, ...perBucket] = runningTotalAt(
      [previous.lastDay, current.lastDay, ...buckets.map((bucket) => bucket.lastDay)],
      baseline,
      net
    )
    put('activeSubscribers', activeAtEnd, activeAtStart, percentChange(activeAtEnd, activeAtStart))
    const mrrNow = monthlyRecurringRevenue(activeAtEnd)
    const mrrBefore = monthlyRecurringRevenue(activeAtStart)
    put('mrr', mrrNow, mrrBefore, percentChange(mrrNow, mrrBefore, activeAtStart))
    perBucket.forEach((active, index) => {
      series[index].activeSubscribers = active
      series[index].mrr = monthlyRecurringRevenue(active)
    })

    metrics.sort((a, b) => METRIC_KEYS.indexOf(a.key) - METRIC_KEYS.indexOf(b.key))
    return {
      period: window.period,
      unit: window.unit,
      current,
      previous,
      metrics,
      series,
    }
  }

  /** Six queries: one per source, each grouped by São Paulo day over both periods. */
  private async timeFigures({ window, from, to }: Bounds): Promise<TimeFigures> {
    const range = [from, to]
    // raw SQL: grouped by São Paulo day (LOCAL_DAY: AT TIME ZONE) with staff left out
    const [signups, views, completions, quizzes, activeLearners, subscriptions] = await Promise.all(
      [
        db.rawQuery(
          `SELECT ${LOCAL_DAY('u.created_at')} AS day, count(*)::int AS value
           FROM users u
           WHERE u.created_at >= ? AND u.created_at < ? AND ${notStaffSql('u.id')}
           GROUP BY 1`,
          range
        ),
        // raw SQL: grouped by São Paulo day (LOCAL_DAY: AT TIME ZONE) with staff left out
        db.rawQuery(
          `SELECT ${LOCAL_DAY('v.viewed_at')} AS day, count(*)::int AS value
           FROM lesson_views v
           WHERE v.viewed_at >= ? AND v.viewed_at < ?
             AND (v.user_id IS NULL OR ${notStaffSql('v.user_id')})
           GROUP BY 1`,
          range
        ),
        // raw SQL: grouped by São Paulo day (LOCAL_DAY: AT TIME ZONE) with staff left out
        db.rawQuery(
          `SELECT ${LOCAL_DAY('p.completed_at')} AS day, count(*)::int AS value
           FROM lesson_progress p
           WHERE p.completed_at >= ? AND p.completed_at < ? AND ${notStaffSql('p.user_id')}
           GROUP BY 1`,
          range
        ),
        // raw SQL: grouped by São Paulo day (LOCAL_DAY: AT TIME ZONE), with a float sum
        db.rawQuery(
          `SELECT ${LOCAL_DAY('a.finished_at')} AS day, count(*)::int AS count,
                  coalesce(sum(a.score * 100.0 / a.total), 0)::float AS percent_sum
           FROM quiz_attempts a
           WHERE a.finished_at >= ? AND a.finished_at < ? AND a.total > 0 AND a.score IS NOT NULL
             AND ${notStaffSql('a.user_id')}
           GROUP BY 1`,
          range
        ),
        this.activeLearners(window, from, to),
        /* The whole history up to now: the day is null for what happened before the window. */
        // raw SQL: count(*) FILTER (…) per São Paulo day, null before the window
        db.rawQuery(
          `SELECT CASE WHEN e.occurred_at < ? THEN NULL ELSE ${LOCAL_DAY('e.occurred_at')} END AS day,
                  count(*) FILTER (WHERE e.kind = 'started')::int AS started,
                  count(*) FILTER (WHERE e.kind = 'resumed')::int AS resumed,
                  count(*) FILTER (WHERE e.kind = 'ended')::int AS ended
           FROM subscription_events e
           WHERE e.occurred_at < ?
           GROUP BY 1`,
          [from, to]
        ),
      ]
    )
    return {
      signups: signups.rows,
      lessonViews: views.rows,
      lessonCompletions: completions.rows,
      quizzes: quizzes.rows.map((row: any) => ({
        day: row.day,
        count: row.count,
        percentSum: Number(row.percent_sum),
      })),
      activeLearners: activeLearners.rows,
      subscriptions: subscriptions.rows,
    }
  }

  /**
   * Distinct learners do not add up across days, so this query counts them
   * per period and per chart bucket itself (the buckets come from the domain).
   */
  private activeLearners(window: AnalyticsWindow, from: Date, to: Date) {
    // raw SQL: CTEs over a UNION ALL of activities, distinct learners per bucket
    return db.rawQuery(
      `WITH activity AS (
         SELECT v.user_id, ${LOCAL_DAY('v.viewed_at')} AS day
         FROM lesson_views v
         WHERE v.viewed_at >= ? AND v.viewed_at < ? AND v.user_id IS NOT NULL
         UNION ALL
         SELECT p.user_id, ${LOCAL_DAY('p.completed_at')}
         FROM lesson_progress p WHERE p.completed_at >= ? AND p.completed_at < ?
         UNION ALL
         SELECT a.user_id, ${LOCAL_DAY('a.finished_at')}
         FROM quiz_attempts a WHERE a.finished_at >= ? AND a.finished_at < ?
         UNION ALL
         SELECT s.user_id, to_char(s.day, 'YYYY-MM-DD')
         FROM study_time_entries s WHERE s.day >= ?::date AND s.day <= ?::date AND s.seconds > 0
       ),
       learners AS (
         SELECT DISTINCT activity.user_id, activity.day FROM activity
         WHERE ${notStaffSql('activity.user_id')}
       ),
       buckets AS (
         SELECT * FROM json_to_recordset(?::json) AS b("firstDay" text, "lastDay" text)
       )
       SELECT 'current' AS scope, NULL AS bucket, count(DISTINCT user_id)::int AS learners
       FROM learners WHERE day >= ?
       UNION ALL
       SELECT 'previous', NULL, count(DISTINCT user_id)::int FROM learners WHERE day < ?
       UNION ALL
       SELECT 'bucket', b."firstDay", count(DISTINCT l.user_id)::int
       FROM buckets b JOIN learners l ON l.day BETWEEN b."firstDay" AND b."lastDay"
       GROUP BY b."firstDay"`,
      [
        from,
        to,
        from,
        to,
        from,
        to,
        window.previous.firstDay,
        window.current.lastDay,
        JSON.stringify(window.buckets),
        window.current.firstDay,
        window.current.firstDay,
      ]
    )
  }

  /** Per course: learners who started it in the period and how many of them completed it. */
  private async courses({ currentFrom, to }: Bounds): Promise<CourseFigures[]> {
    // raw SQL: grouped counts with ::int casts and staff left out (notStaffSql)
    const { rows } = await db.rawQuery(
      `SELECT c.id AS course_id, c.title,
              count(*)::int AS started,
              count(cp.completed_at)::int AS completed
       FROM course_progress cp
       JOIN courses c ON c.id = cp.course_id
       WHERE cp.started_at >= ? AND cp.started_at < ? AND ${notStaffSql('cp.user_id')}
       GROUP BY c.id, c.title
       ORDER BY started DESC, c.title ASC, c.id ASC`,
      [currentFrom, to]
    )
    return rows.map((row: any) => ({
      courseId: row.course_id,
      title: row.title,
      started: row.started,
      completed: row.completed,
      completionRate: rate(row.completed, row.started),
    }))
  }

  /**
   * Where the learners who started a course in the period stopped: for each
   * published lesson (in the learners' order), how many completed it and
   * how many have it as their furthest completed lesson without finishing
   * the course. One query for every course.
   */
  private async dropOff({ currentFrom, to }: Bounds): Promise<CourseDropOff[]> {
    // raw SQL: CTEs with window-function positions (Lesson.positionSql) and per-course maxima
    const { rows } = await db.rawQuery(
      `WITH cohort AS (
         SELECT cp.user_id, cp.course_id, cp.completed_at IS NOT NULL AS finished
         FROM course_progress cp
         WHERE cp.started_at >= ? AND cp.started_at < ? AND ${notStaffSql('cp.user_id')}
       ),
       ordered AS (
         SELECT l.id, l.course_id, l.title,
                ${Lesson.positionSql('l')} AS position
         FROM lessons l
         WHERE ${Lesson.publishedSql('l')} AND l.course_id IN (SELECT course_id FROM cohort)
       ),
       done AS (
         SELECT co.user_id, co.course_id, co.finished, o.id AS lesson_id, o.position
         FROM cohort co
         JOIN lesson_progress lp ON lp.user_id = co.user_id AND lp.completed_at IS NOT NULL
         JOIN ordered o ON o.id = lp.lesson_id AND o.course_id = co.course_id
       ),
       furthest AS (
         SELECT co.user_id, co.course_id, co.finished, coalesce(max(d.position), 0) AS position
         FROM cohort co
         LEFT JOIN done d ON d.user_id = co.user_id AND d.course_id = co.course_id
         GROUP BY co.user_id, co.course_id, co.finished
       ),
       /* Each count once, grouped, then joined to its row (no subquery per row). */
       starters AS (
         SELECT course_id, count(*)::int AS started, (count(*) FILTER (WHERE finished))::int AS finished
         FROM cohort GROUP BY course_id
       ),
       completions AS (SELECT lesson_id, count(*)::int AS completed FROM done GROUP BY lesson_id),
       stops AS (
         SELECT course_id, position, count(*)::int AS stopped
         FROM furthest WHERE NOT finished GROUP BY course_id, position
       )
       SELECT c.id AS course_id, c.title AS course_title, st.started, st.finished,
              o.id AS lesson_id, o.title AS lesson_title, o.position,
              coalesce(cm.completed, 0) AS completed,
              coalesce(sp.stopped, 0) AS stopped
       FROM courses c
       JOIN starters st ON st.course_id = c.id
       JOIN (SELECT id, course_id, title, position FROM ordered
             UNION ALL
             SELECT NULL, course_id, NULL, 0 FROM starters) o
         ON o.course_id = c.id
       LEFT JOIN completions cm ON cm.lesson_id = o.id
       LEFT JOIN stops sp ON sp.course_id = c.id AND sp.position = o.position
       ORDER BY st.started DESC, c.title ASC, c.id ASC, o.position ASC`,
      [currentFrom, to]
    )

    const courses = new Map<number, CourseDropOff>()
    for (const row of rows) {
      let course = courses.get(row.course_id)
      if (!course) {
        course = {
          courseId: row.course_id,
          title: row.course_title,
          started: row.started,
          completed: row.finished,
          stoppedBeforeFirst: 0,
          stoppedBeforeFirstRate: null,
          lessons: [],
        }
        courses.set(row.course_id, course)
      }
      if (row.lesson_id === null) {
        course.stoppedBeforeFirst = row.stopped
        course.stoppedBeforeFirstRate = rate(row.stopped, row.started)
      } else {
        course.lessons.push({
          lessonId: row.lesson_id,
          title: row.lesson_title,
          position: row.position,
          completed: row.completed,
          stoppedHere: row.stopped,
          stoppedRate: rate(row.stopped, row.started),
        })
      }
    }
    return [...courses.values()]
  }

  /** The questions answered wrong most often in the period (answers of learners, not staff). */
  private async hardestQuestions({ currentFrom, to }: Bounds): Promise<QuestionFigures[]> {
    // raw SQL: count(*) FILTER (…) grouped per question, staff left out
    const { rows } = await db.rawQuery(
      `SELECT q.id AS question_id, q.question, s.title AS quiz_title, c.title AS course_title,
              count(*)::int AS answers,
              count(*) FILTER (WHERE NOT ans.is_correct)::int AS wrong
       FROM quiz_attempt_answers ans
       JOIN quiz_attempts a ON a.id = ans.quiz_attempt_id
       JOIN quiz_questions q ON q.id = ans.quiz_question_id
       JOIN quiz_sets s ON s.id = q.quiz_set_id
       LEFT JOIN courses c ON c.id = s.course_id
       WHERE ans.answered_at >= ? AND ans.answered_at < ? AND ${notStaffSql('a.user_id')}
       GROUP BY q.id, q.question, s.title, c.title
       HAVING count(*) FILTER (WHERE NOT ans.is_correct) > 0
       ORDER BY 6 DESC, count(*) FILTER (WHERE NOT ans.is_correct)::float / count(*) DESC, q.id ASC
       LIMIT ?`,
      [currentFrom, to, HARDEST_QUESTIONS_LIMIT]
    )
    return rows.map((row: any) => ({
      questionId: row.question_id,
      question: row.question,
      quizTitle: row.quiz_title,
      courseTitle: row.course_title,
      answers: row.answers,
      wrong: row.wrong,
      wrongRate: rate(row.wrong, row.answers),
    }))
  }
}
