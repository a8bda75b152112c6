import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import type Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import ProgressService from '#services/learning/progress_service'
import CertificateService from '#services/certificates/certificate_service'
import LessonCompleted from '#events/lesson_completed'
import CourseCompleted from '#events/course_completed'
import StudyDayStarted from '#events/study_day_started'
import { dayKey } from '#domain/learning/streaks'
import { creditableSeconds } from '#domain/learning/study_plan'
import { isPlaybackRate } from '#domain/learning/playback'
import { DEFAULT_PASS_PERCENT } from '#domain/learning/quiz'
import { youtubeVideoId } from '#domain/catalog/lessons'
import { isMediaLesson } from '#domain/catalog/lesson_duration'
import {
  COMPLETED_BY,
  acceptPlayback,
  completionRuleFor,
  completionStatus,
  playbackReportSeconds,
  type CompletionStatus,
  type WatchedRange,
} from '#domain/learning/completion'
import { CompletionRefused } from '#exceptions/completion_refused'
import learningActivity from '#services/learning/learning_activity_buffer'
import { visitorKey } from '#domain/learning/visitor_key'
import { appKey } from '#config/app'
import { FIGURES, STANDINGS, courseTag } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'

/** Positions beyond a day are not a real playback position. */
const MAX_POSITION_SECONDS = 24 * 60 * 60

/** What the player reports with its position (route lessons.position). */
export type PlaybackReport = {
  seconds: number
  rate?: number
  /** [start, end) stretches really played since the previous report */
  ranges?: [number, number][]
  /** The player's media length (stored only for a YouTube lesson whose length is unknown) */
  duration?: number
}

type StoredStudy = {
  seconds: number
  watchedSeconds: number
  /** The learner's last study report of any lesson (lesson_progress.last_studied_at) */
  lastReportAt: Date | null
  studiedToday: boolean
}

export type CompletionOutcome = {
  /** false when the lesson was already complete: nothing changed */
  changed: boolean
  coursePercent: number
  courseCompletedNow: boolean
}

/**
 * Write side of learner progress: lesson visits, completion (by the lesson's
 * rule, idempotent and undoable), playback reports (position and watched
 * ranges) and measured study time. Reads stay in ProgressService.
 */
@inject()
export default class LearningProgressService {
  constructor(
    private progress: ProgressService,
    private certificates: CertificateService
  ) {}

  /**
   * Every lesson page visit is a view; a signed-in visit also starts/touches
   * the course. Both are buffered (LearningActivityBuffer), except the visit
   * that starts the course: the other pages list it at once.
   */
  async recordVisit(
    lesson: Lesson,
    userId: number | null,
    options: {
      startsCourse: boolean
      enrolled: boolean
      /** Who a visitor is (address and browser), hashed into a daily key, never stored. */
      visitor?: { ip: string; userAgent: string }
    }
  ) {
    const now = DateTime.now()
    const visitor =
      userId === null && options.visitor
        ? visitorKey(
            appKey.release(),
            dayKey(now.toJSDate()),
            options.visitor.ip,
            options.visitor.userAgent
          )
        : undefined
    learningActivity.view(lesson.id, userId, now.toJSDate(), visitor)
    /* A lesson whose content is locked (premium) does not start or touch the course. */
    if (userId === null || !options.startsCourse) return
    if (options.enrolled) learningActivity.touch(userId, lesson.courseId, now.toJSDate())
    else await this.touchCourse(userId, lesson.courseId, now)
  }

  /** course_progress: started_at on the first visit, last_accessed_at on every one. */
  async touchCourse(
    userId: number,
    courseId: number,
    at: DateTime = DateTime.now(),
    client = db.connection()
  ) {
    const timestamp = at.toJSDate()
    /* xmax is 0 on a row this statement inserted (PostgreSQL), not on one it updated. */
    // raw SQL: INSERT … ON CONFLICT DO UPDATE RETURNING (xmax = 0) tells a new enrolment from a returning one
    const { rows } = await client.rawQuery(
      `INSERT INTO course_progress
         (user_id, course_id, started_at, last_accessed_at, created_at, updated_at)
       VALUES (:userId, :courseId, :at, :at, :at, :at)
       ON CONFLICT (user_id, course_id)
         DO UPDATE SET last_accessed_at = EXCLUDED.last_accessed_at, updated_at = EXCLUDED.updated_at
       RETURNING (xmax = 0) AS inserted`,
      { userId, courseId, at: timestamp }
    )
    /*
     * Only a new student changes the catalogue's figures at once (a returning
     * one is counted after the cache's 60 s expiry): every lesson visit
     * touches this row, and clearing on each would leave the public pages'
     * figures uncached. Cleared once the write is visible to the others.
     */
    if (!rows[0]?.inserted) return
    await forgetContent([FIGURES, courseTag(courseId)], client)
  }

  /**
   * Completes the lesson when its rule is met (#domain/completion), whatever
   * the page sent: otherwise CompletionRefused says what is missing. The
   * rule that completed it is kept in completed_by.
   */
  async complete(userId: number, lesson: Lesson): Promise<CompletionOutcome> {
    /* The reading rule reads the stored study time: buffered seconds first. */
    await learningActivity.flush()
    const now = DateTime.now().toJSDate()
    const changed = await db.transaction(async (trx) => {
      const existing = await trx
        .from('lesson_progress')
        .where({ user_id: userId, lesson_id: lesson.id })
        .forUpdate()
        .first()
      if (existing?.completed_at) return false
      const status = await this.statusOf(
        userId,
        lesson,
        {
          watchedSeconds: existing?.watched_seconds ?? 0,
          secondsStudied: existing?.seconds_studied ?? 0,
        },
        trx
      )
      if (!status.met) throw new CompletionRefused(status.reason!)
      const completion = { completed_at: now, completed_by: COMPLETED_BY[status.rule] }
      if (existing) {
        await trx
          .from('lesson_progress')
          .where('id', existing.id)
          .update({ ...completion, updated_at: now })
      } else {
        await trx
          .insertQuery()
          .table('lesson_progress')
          .insert({
            user_id: userId,
            lesson_id: lesson.id,
            ...completion,
            created_at: now,
            updated_at: now,
          })
          .onConflict(['user_id', 'lesson_id'])
          // raw SQL: the upsert keeps the first completion: coalesce() of the stored and the new value
          .merge({
            completed_at: db.raw('coalesce(lesson_progress.completed_at, excluded.completed_at)'),
            completed_by: db.raw('coalesce(lesson_progress.completed_by, excluded.completed_by)'),
          })
      }
      await this.touchCourse(userId, lesson.courseId, DateTime.fromJSDate(now), trx)
      return true
    })

    const { percent, courseCompletedNow } = await this.syncCourseCompletion(userId, lesson.courseId)
    if (changed) await LessonCompleted.dispatch(userId, lesson.id, lesson.courseId)
    if (courseCompletedNow) await CourseCompleted.dispatch(userId, lesson.courseId)
    if (percent === 100) await this.issueCertificate(userId, lesson.courseId)
    return { changed, coursePercent: percent, courseCompletedNow }
  }

  /**
   * The lesson's completion rule applied to the learner's progress; a quiz
   * lesson reads whether a finished attempt of theirs on it passed.
   */
  async statusOf(
    userId: number,
    lesson: Lesson,
    progress: { watchedSeconds: number; secondsStudied: number },
    client: QueryClientContract = db.connection()
  ): Promise<CompletionStatus> {
    const quiz =
      completionRuleFor(lesson.lessonType) === 'pass'
        ? await this.quizOutcome(userId, lesson, client)
        : { passed: false, passPercent: DEFAULT_PASS_PERCENT }
    return completionStatus({
      lessonType: lesson.lessonType,
      durationSeconds: lesson.durationSeconds,
      content: lesson.content,
      watchedSeconds: progress.watchedSeconds,
      secondsStudied: progress.secondsStudied,
      ...quiz,
    })
  }

  /** Whether a finished attempt of the learner on the lesson passed, and the pass mark of the lesson's quiz. */
  private async quizOutcome(userId: number, lesson: Lesson, client: QueryClientContract) {
    // raw SQL: an EXISTS and a scalar subquery in one row, one round trip
    const { rows } = await client.rawQuery(
      `select
         exists (select 1 from quiz_attempts
           where user_id = :userId and lesson_id = :lessonId
             and finished_at is not null and passed = true) as passed,
         (select pass_percent from quiz_sets
           where kind = 'lesson' and course_id = :courseId
             and (lesson_id = :lessonId or lesson_id is null)
           order by lesson_id nulls last, id limit 1) as pass_percent`,
      { userId, lessonId: lesson.id, courseId: lesson.courseId }
    )
    return {
      passed: Boolean(rows[0]?.passed),
      passPercent: Number(rows[0]?.pass_percent ?? DEFAULT_PASS_PERCENT),
    }
  }

  /**
   * At 100 % the certificate is issued (once: CertificateService). A failure
   * is logged and never fails the completion; opening the Certificado tab
   * tries again.
   */
  private async issueCertificate(userId: number, courseId: number) {
    try {
      await this.certificates.issueOnCompletion(userId, courseId)
    } catch (error) {
      logger.error({ err: error, userId, courseId }, 'falha ao emitir o certificado')
    }
  }

  /** The learner takes a completion back; the course is no longer complete either. */
  async undo(userId: number, lesson: Lesson) {
    const now = DateTime.now().toJSDate()
    const updated = await db
      .from('lesson_progress')
      .where({ user_id: userId, lesson_id: lesson.id })
      .whereNotNull('completed_at')
      .update({ completed_at: null, updated_at: now })
    const { percent } = await this.syncCourseCompletion(userId, lesson.courseId)
    return {
      changed: Number(updated) > 0 || (Array.isArray(updated) && updated.length > 0),
      coursePercent: percent,
    }
  }

  /** completed_at of course_progress follows the percent: set at 100, cleared below. */
  private async syncCourseCompletion(userId: number, courseId: number) {
    const summary = await this.progress.summaryFor(userId, courseId)
    const now = DateTime.now().toJSDate()
    let courseCompletedNow = false
    if (summary.percent === 100) {
      const rows = await db
        .from('course_progress')
        .where({ user_id: userId, course_id: courseId })
        .whereNull('completed_at')
        .update({ completed_at: now, updated_at: now }, ['id'])
      courseCompletedNow = rows.length > 0
    } else {
      await db
        .from('course_progress')
        .where({ user_id: userId, course_id: courseId })
        .whereNotNull('completed_at')
        .update({ completed_at: null, updated_at: now })
    }
    await forgetContent([STANDINGS])
    return { percent: summary.percent, courseCompletedNow }
  }

  /**
   * A playback report: saves where playback is (and the speed, when given),
   * so the lesson resumes there, and merges the stretches really played into
   * the watched ranges, never more new seconds than the time since the
   * previous report allows at 2×, what earlier reports left unused included
   * (#domain/completion#acceptPlayback). The
   * seconds played are the lesson's study time, bounded the same way.
   */
  async recordPlayback(userId: number, lesson: Lesson, report: PlaybackReport) {
    const position = Math.min(Math.max(0, Math.floor(report.seconds)), MAX_POSITION_SECONDS)
    const rate = report.rate !== undefined && isPlaybackRate(report.rate) ? report.rate : undefined
    await this.learnYouTubeLength(lesson, report.duration)
    const now = new Date()
    /* The learner's previous report of any lesson, read before this one moves it. */
    const study = await this.storedStudy(userId, lesson.id, dayKey(now))

    const outcome = await db.transaction(async (trx) => {
      await trx
        .insertQuery()
        .table('lesson_progress')
        .insert({ user_id: userId, lesson_id: lesson.id, created_at: now, updated_at: now })
        .onConflict(['user_id', 'lesson_id'])
        .ignore()
      const row = await trx
        .from('lesson_progress')
        .where({ user_id: userId, lesson_id: lesson.id })
        .forUpdate()
        .firstOrFail()
      const accepted = acceptPlayback({
        watched: (row.watched_ranges ?? []) as WatchedRange[],
        claimed: report.ranges ?? [],
        mediaSeconds: isMediaLesson(lesson.lessonType) ? lesson.durationSeconds : 0,
        secondsSincePrevious: row.last_played_at
          ? (now.getTime() - new Date(row.last_played_at).getTime()) / 1000
          : null,
      })
      await trx
        .from('lesson_progress')
        .where('id', row.id)
        .update({
          last_position_seconds: position,
          ...(rate !== undefined ? { playback_rate: rate } : {}),
          watched_ranges: JSON.stringify(accepted.watched),
          watched_seconds: accepted.watchedSeconds,
          /* The playback clock: what this report left unused counts for the next one. */
          last_played_at: new Date(now.getTime() - accepted.unusedSeconds * 1000),
          updated_at: now,
        })
      return accepted
    })

    const credit = await this.creditStudy(userId, lesson, outcome.playedSeconds, now, study, {
      firstReportSeconds: playbackReportSeconds(null),
    })
    const completion = await this.statusOf(userId, lesson, {
      watchedSeconds: outcome.watchedSeconds,
      secondsStudied: credit.secondsStudied,
    })
    return {
      seconds: position,
      rate: rate ?? null,
      watchedSeconds: outcome.watchedSeconds,
      credited: credit.credited,
      completion,
    }
  }

  /**
   * A YouTube lesson whose length nobody typed takes the one its player
   * reports (the model recomputes duration_seconds). Uploaded media are
   * probed instead, so only YouTube lessons learn it this way.
   */
  private async learnYouTubeLength(lesson: Lesson, duration: number | undefined) {
    if (duration === undefined || lesson.mediaSeconds !== null) return
    if (!isMediaLesson(lesson.lessonType) || !(await this.playsYouTube(lesson))) return
    lesson.mediaSeconds = Math.round(duration)
    await lesson.save()
  }

  /** The lesson plays a YouTube video: its type, its own link, or a YouTube material of it. */
  private async playsYouTube(lesson: Lesson) {
    if (lesson.lessonType === 'youtube' || youtubeVideoId(lesson.videoUrl)) return true
    const materials = await CourseMaterial.query()
      .where('lesson_id', lesson.id)
      .where('file_type', 'youtube')
      .select('file_url')
    return materials.some((material) => youtubeVideoId(material.fileUrl) !== null)
  }

  /**
   * Time the learner spent on a reading (or quiz) lesson page, visible and
   * active, as reported by the page, within the limits of the domain rules.
   * A media lesson earns only what is played (recordPlayback), never page
   * time. The answer carries the completion status, so the page enables
   * 'Marcar como Concluída' when the server agrees.
   */
  async recordStudy(userId: number, lesson: Lesson, reportedSeconds: number) {
    const now = new Date()
    const study = await this.storedStudy(userId, lesson.id, dayKey(now))
    const credit = isMediaLesson(lesson.lessonType)
      ? {
          credited: 0,
          secondsStudied:
            study.seconds + learningActivity.pendingFor(userId).lessonSeconds(lesson.id),
        }
      : await this.creditStudy(userId, lesson, reportedSeconds, now, study)
    const completion = await this.statusOf(userId, lesson, {
      watchedSeconds: study.watchedSeconds,
      secondsStudied: credit.secondsStudied,
    })
    return { ...credit, completion }
  }

  /**
   * Credits `seconds` of study to the lesson (buffered: LearningActivityBuffer).
   * Never more than the time since the learner's previous report of any
   * lesson (two tabs do not study twice as fast), nor past the lesson's cap;
   * the limits count what is stored plus what is buffered.
   */
  private async creditStudy(
    userId: number,
    lesson: Lesson,
    seconds: number,
    now: Date,
    stored: StoredStudy,
    options: { firstReportSeconds?: number } = {}
  ) {
    const day = dayKey(now)
    const pending = learningActivity.pendingFor(userId)
    const studied = stored.seconds + pending.lessonSeconds(lesson.id)
    const previous = pending.lastReportAt(stored.lastReportAt)
    const credited = creditableSeconds(
      seconds,
      studied,
      lesson.durationSeconds,
      previous ? (now.getTime() - previous.getTime()) / 1000 : (options.firstReportSeconds ?? null)
    )
    const firstOfDay = credited > 0 && !stored.studiedToday && !pending.hasStudyOn(day)
    learningActivity.study(userId, lesson, credited, day, now)
    if (firstOfDay) await StudyDayStarted.dispatch(userId, day)
    return { credited, secondsStudied: studied + credited }
  }

  /**
   * The lesson's stored study time and watched seconds, the learner's last
   * study report of any lesson and whether the day already has study time.
   * Read again when a flush lands meanwhile: its seconds left the buffer and
   * may be missing from what was read.
   */
  private async storedStudy(userId: number, lessonId: number, day: string): Promise<StoredStudy> {
    for (let attempt = 0; ; attempt++) {
      const generation = learningActivity.generation
      // raw SQL: one row from a left join on (select 1) with scalar subqueries, one round trip
      const { rows } = await db.rawQuery(
        `select lp.seconds_studied, lp.watched_seconds,
           (select max(last_studied_at) from lesson_progress where user_id = :userId) as last_report_at,
           exists (select 1 from study_time_entries where user_id = :userId and day = :day) as studied_today
         from (select 1) as one
         left join lesson_progress lp on lp.user_id = :userId and lp.lesson_id = :lessonId`,
        { userId, lessonId, day }
      )
      if (generation !== learningActivity.generation && attempt < 2) continue
      const row = rows[0]
      return {
        seconds: Number(row.seconds_studied ?? 0),
        watchedSeconds: Number(row.watched_seconds ?? 0),
        lastReportAt: row.last_report_at ? new Date(row.last_report_at) : null,
        studiedToday: Boolean(row.studied_today),
      }
    }
  }
}
