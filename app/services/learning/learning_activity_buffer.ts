import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { dayKey } from '#domain/learning/streaks'
import { CATALOG, FIGURES } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'

/** How often the buffered activity is written (and the most a crash can lose). */
const FLUSH_EVERY_MS = 2000

/** Past this many buffered lesson views (the database is down), the oldest are dropped. */
const MAX_PENDING_VIEWS = 50_000

/** A lesson view; an anonymous one carries its visitor key and São Paulo day (one row each). */
type View = {
  lessonId: number
  userId: number | null
  viewedAt: Date
  visitorKey: string | null
  day: string | null
}
type Study = { lessonId: number; courseId: number; seconds: number; lastStudiedAt: Date }
type DayStudy = { lessonId: number; courseId: number; day: string; seconds: number; at: Date }

/** One learner's buffered touches and study time. */
class LearnerActivity {
  /** course id → last access */
  touches = new Map<number, Date>()
  /** lesson id → studied seconds not written yet, and the time of the last report */
  studies = new Map<number, Study>()
  /** `lessonId|day` → studied seconds of that São Paulo day */
  days = new Map<string, DayStudy>()

  touch(courseId: number, at: Date) {
    const known = this.touches.get(courseId)
    if (!known || known < at) this.touches.set(courseId, at)
  }

  study(entry: Study) {
    const known = this.studies.get(entry.lessonId)
    if (!known) return void this.studies.set(entry.lessonId, { ...entry })
    known.seconds += entry.seconds
    if (known.lastStudiedAt < entry.lastStudiedAt) known.lastStudiedAt = entry.lastStudiedAt
  }

  studyDay(entry: DayStudy) {
    const key = `${entry.lessonId}|${entry.day}`
    const known = this.days.get(key)
    if (!known) return void this.days.set(key, { ...entry })
    known.seconds += entry.seconds
    if (known.at < entry.at) known.at = entry.at
  }

  mergeInto(other: LearnerActivity) {
    for (const [courseId, at] of this.touches) other.touch(courseId, at)
    for (const entry of this.studies.values()) other.study(entry)
    for (const entry of this.days.values()) other.studyDay(entry)
  }
}

class Batch {
  views: View[] = []
  /** lesson, visitor and day of the anonymous views already in `views` */
  visitorDays = new Set<string>()
  learners = new Map<number, LearnerActivity>()

  learner(userId: number) {
    let activity = this.learners.get(userId)
    if (!activity) {
      activity = new LearnerActivity()
      this.learners.set(userId, activity)
    }
    return activity
  }

  get isEmpty() {
    return this.views.length === 0 && this.learners.size === 0
  }

  /** A failed write goes back in front of what arrived meanwhile. */
  mergeInto(later: Batch) {
    later.views = [...this.views, ...later.views].slice(-MAX_PENDING_VIEWS)
    for (const [userId, activity] of this.learners) activity.mergeInto(later.learner(userId))
  }
}

/**
 * What one learner did that is not in the database yet (buffered or being
 * written): the read side adds it to what it reads, so the learner sees
 * their own last visits and study time at once (read-your-writes).
 */
export class PendingActivity {
  constructor(private parts: LearnerActivity[] = []) {}

  /** The later of `stored` (what the database holds) and a last access of the course not written yet */
  lastAccessed(courseId: number, stored: Date | null = null) {
    return this.parts.reduce((latest, part) => laterOf(latest, part.touches.get(courseId)), stored)
  }

  /** Studied seconds of a lesson not written yet */
  lessonSeconds(lessonId: number) {
    return this.parts.reduce((sum, part) => sum + (part.studies.get(lessonId)?.seconds ?? 0), 0)
  }

  /** The later of `stored` and the time of the learner's last study report of any lesson not written yet */
  lastReportAt(stored: Date | null = null) {
    let latest = stored
    for (const part of this.parts)
      for (const entry of part.studies.values()) latest = laterOf(latest, entry.lastStudiedAt)
    return latest
  }

  /** Studied seconds not written yet, over all lessons or one course's */
  studiedSeconds(courseId?: number) {
    let total = 0
    for (const part of this.parts)
      for (const entry of part.studies.values())
        if (courseId === undefined || entry.courseId === courseId) total += entry.seconds
    return total
  }

  /** Studied seconds per São Paulo day ('YYYY-MM-DD') not written yet, optionally of one course */
  secondsByDay(courseId?: number) {
    const byDay = new Map<string, number>()
    for (const part of this.parts)
      for (const entry of part.days.values())
        if (courseId === undefined || entry.courseId === courseId)
          byDay.set(entry.day, (byDay.get(entry.day) ?? 0) + entry.seconds)
    return byDay
  }

  /** Whether a study day was already recorded here (first report of the day → streak event) */
  hasStudyOn(day: string) {
    return this.parts.some((part) =>
      [...part.days.values()].some((entry) => entry.day === day && entry.seconds > 0)
    )
  }
}

function laterOf(a: Date | null, b: Date | undefined) {
  return b && (!a || b > a) ? b : a
}

const NOTHING_PENDING = new PendingActivity()

/**
 * Lesson views, course 'last accessed' touches and measured study time, held
 * in memory and written together every FLUSH_EVERY_MS in one statement (and
 * on a graceful stop, see providers/learning_activity_provider.ts), instead
 * of a synchronous write per page view or report. One per process; with
 * several instances each writes its own, and a learner's figures are exact
 * on the instance that took the activity (PendingActivity) and at most one
 * interval late on the others.
 */
export class LearningActivityBuffer {
  #pending = new Batch()
  #inFlight: Batch | null = null
  #flushing: Promise<void> | null = null
  #timer: NodeJS.Timeout | null = null
  /** Lesson views dropped while the database refused the writes */
  #dropped = 0
  /** Bumped after every write that reached the database */
  generation = 0

  /**
   * Buffers a lesson view. A visitor's view (no member, with `visitorKey`)
   * counts once per lesson and São Paulo day: repeats are not even buffered.
   */
  view(lessonId: number, userId: number | null, viewedAt = new Date(), visitorKey?: string) {
    const anonymous = userId === null && visitorKey ? visitorKey : null
    const day = anonymous ? dayKey(viewedAt) : null
    if (anonymous) {
      const seen = `${lessonId}:${anonymous}:${day}`
      if (this.#pending.visitorDays.has(seen)) return
      this.#pending.visitorDays.add(seen)
    }
    this.#pending.views.push({ lessonId, userId, viewedAt, visitorKey: anonymous, day })
    if (this.#pending.views.length > MAX_PENDING_VIEWS) {
      this.#pending.views.shift()
      this.#dropped += 1
      if (this.#dropped % 1000 === 1)
        logger.warn(
          { dropped: this.#dropped },
          'visualizações de aulas acumuladas demais: as mais antigas foram descartadas'
        )
    }
  }

  touch(userId: number, courseId: number, at = new Date()) {
    this.#pending.learner(userId).touch(courseId, at)
  }

  /** Credited study seconds of one report; `day` is its São Paulo day (study_time_entries). */
  study(
    userId: number,
    lesson: { id: number; courseId: number },
    seconds: number,
    day: string,
    at = new Date()
  ) {
    const activity = this.#pending.learner(userId)
    activity.study({ lessonId: lesson.id, courseId: lesson.courseId, seconds, lastStudiedAt: at })
    if (seconds > 0)
      activity.studyDay({ lessonId: lesson.id, courseId: lesson.courseId, day, seconds, at })
  }

  pendingFor(userId: number | null): PendingActivity {
    if (userId === null) return NOTHING_PENDING
    const parts = [this.#inFlight?.learners.get(userId), this.#pending.learners.get(userId)]
    const found = parts.filter((part): part is LearnerActivity => part !== undefined)
    return found.length ? new PendingActivity(found) : NOTHING_PENDING
  }

  get isEmpty() {
    return this.#pending.isEmpty && this.#inFlight === null
  }

  /** Writes everything buffered so far (waits for a write already under way). */
  async flush() {
    /* A write under way that fails put its batch back: this call writes it again. */
    while (this.#flushing) await this.#flushing.catch(() => {})
    if (this.#pending.isEmpty) return
    this.#flushing = this.#write().finally(() => {
      this.#flushing = null
    })
    await this.#flushing
  }

  start(every = FLUSH_EVERY_MS) {
    if (this.#timer) return
    this.#timer = setInterval(() => {
      this.flush().catch((error) =>
        logger.error(
          { err: error },
          'falha ao gravar visualizações e tempo de estudo (nova tentativa)'
        )
      )
    }, every)
    this.#timer.unref()
  }

  /** The app is stopping: no more timer, and what is buffered is written. */
  async shutdown() {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.flush()
  }

  async #write() {
    const batch = this.#pending
    this.#pending = new Batch()
    this.#inFlight = batch
    try {
      // raw SQL: one statement upserts a whole batch from unnest()ed arrays
      const { rows } = await db.rawQuery(FLUSH_SQL, flushBindings(batch))
      this.generation += 1
      /* A touch that (re)created an enrolment changes the catalogue's student counts. */
      if (Number(rows[0]?.started ?? 0) > 0) await forgetContent([FIGURES, CATALOG])
    } catch (error) {
      batch.mergeInto(this.#pending)
      throw error
    } finally {
      this.#inFlight = null
    }
  }
}

/*
| One statement for the whole batch. Rows whose lesson, course or member was
| deleted meanwhile are left out (joins), so one of them never blocks the
| rest; a view keeps its lesson and loses a deleted member, as the foreign key does.
*/
const FLUSH_SQL = `
  with viewed as (
    insert into lesson_views (lesson_id, user_id, viewed_at, visitor_key, view_day)
    select v.lesson_id, u.id, v.viewed_at, v.visitor_key, v.view_day
    from jsonb_to_recordset(?::jsonb)
      as v(lesson_id int, user_id int, viewed_at timestamptz, visitor_key text, view_day date)
    join lessons l on l.id = v.lesson_id
    left join users u on u.id = v.user_id
    on conflict (lesson_id, visitor_key, view_day) where visitor_key is not null do nothing
  ),
  touched as (
    insert into course_progress (user_id, course_id, started_at, last_accessed_at, created_at, updated_at)
    select t.user_id, t.course_id, t.at, t.at, t.at, t.at
    from jsonb_to_recordset(?::jsonb) as t(user_id int, course_id int, at timestamptz)
    join users u on u.id = t.user_id
    join courses c on c.id = t.course_id
    on conflict (user_id, course_id) do update set
      last_accessed_at = greatest(course_progress.last_accessed_at, excluded.last_accessed_at),
      updated_at = excluded.updated_at
    returning (xmax = 0) as inserted
  ),
  studied as (
    insert into lesson_progress (user_id, lesson_id, seconds_studied, last_studied_at, created_at, updated_at)
    select s.user_id, s.lesson_id, s.seconds, s.at, s.at, s.at
    from jsonb_to_recordset(?::jsonb) as s(user_id int, lesson_id int, seconds int, at timestamptz)
    join users u on u.id = s.user_id
    join lessons l on l.id = s.lesson_id
    on conflict (user_id, lesson_id) do update set
      seconds_studied = lesson_progress.seconds_studied + excluded.seconds_studied,
      last_studied_at = greatest(lesson_progress.last_studied_at, excluded.last_studied_at),
      updated_at = excluded.updated_at
  ),
  study_days as (
    insert into study_time_entries (user_id, lesson_id, course_id, day, seconds, created_at, updated_at)
    select d.user_id, d.lesson_id, d.course_id, d.day, d.seconds, d.at, d.at
    from jsonb_to_recordset(?::jsonb)
      as d(user_id int, lesson_id int, course_id int, day date, seconds int, at timestamptz)
    join users u on u.id = d.user_id
    join lessons l on l.id = d.lesson_id
    join courses c on c.id = d.course_id
    on conflict (user_id, lesson_id, day) do update set
      seconds = study_time_entries.seconds + excluded.seconds,
      updated_at = excluded.updated_at
  )
  select (select count(*) from touched where inserted)::int as started`

/* Each table's rows as one JSON array (knex would spread a JS array into a list of bindings). */
function flushBindings(batch: Batch) {
  const touches = []
  const studies = []
  const days = []
  for (const [userId, activity] of batch.learners) {
    for (const [courseId, at] of activity.touches)
      touches.push({ user_id: userId, course_id: courseId, at })
    for (const entry of activity.studies.values())
      studies.push({
        user_id: userId,
        lesson_id: entry.lessonId,
        seconds: entry.seconds,
        at: entry.lastStudiedAt,
      })
    for (const entry of activity.days.values())
      days.push({
        user_id: userId,
        lesson_id: entry.lessonId,
        course_id: entry.courseId,
        day: entry.day,
        seconds: entry.seconds,
        at: entry.at,
      })
  }
  const views = batch.views.map((view) => ({
    lesson_id: view.lessonId,
    user_id: view.userId,
    viewed_at: view.viewedAt,
    visitor_key: view.visitorKey,
    view_day: view.day,
  }))
  return [views, touches, studies, days].map((rows) => JSON.stringify(rows))
}

/** The process's buffer. */
const learningActivity = new LearningActivityBuffer()
export default learningActivity
