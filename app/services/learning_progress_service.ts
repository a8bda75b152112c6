import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import type Lesson from '#models/lesson'
import ProgressService from '#services/progress_service'
import CertificateService from '#services/certificate_service'
import LessonCompleted from '#events/lesson_completed'
import CourseCompleted from '#events/course_completed'
import StudyDayStarted from '#events/study_day_started'
import { dayKey } from '#domain/streaks'
import { completionTopUpSeconds, creditableSeconds } from '#domain/study_plan'
import { isPlaybackRate } from '#domain/playback'
import { invalidatePlatformFigures } from '#services/platform_figures_service'
import learningActivity from '#services/learning_activity_buffer'
import { invalidateMemberStandings } from '#services/member_standings_cache'

/** Positions beyond a day are not a real playback position. */
const MAX_POSITION_SECONDS = 24 * 60 * 60

export type CompletionOutcome = {
  /** false when the lesson was already complete: nothing changed */
  changed: boolean
  coursePercent: number
  courseCompletedNow: boolean
}

/**
 * Write side of learner progress: lesson visits, completion (idempotent and
 * undoable), video position and measured study time. Reads stay in
 * ProgressService.
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
    options: { startsCourse: boolean; enrolled: boolean }
  ) {
    const now = DateTime.now()
    learningActivity.view(lesson.id, userId, now.toJSDate())
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
    invalidatePlatformFigures(client)
  }

  async complete(userId: number, lesson: Lesson): Promise<CompletionOutcome> {
    /* The top-up below is computed from the stored study time: buffered seconds first. */
    await learningActivity.flush()
    const now = DateTime.now().toJSDate()
    const changed = await db.transaction(async (trx) => {
      const existing = await trx
        .from('lesson_progress')
        .where({ user_id: userId, lesson_id: lesson.id })
        .forUpdate()
        .first()
      if (existing?.completed_at) return false
      /* A watched video/audio lesson counts at least its length (#domain/study_plan). */
      const topUp = completionTopUpSeconds(
        lesson.lessonType,
        lesson.durationMinutes,
        existing?.seconds_studied ?? 0
      )
      if (existing) {
        await trx
          .from('lesson_progress')
          .where('id', existing.id)
          .update({
            completed_at: now,
            seconds_studied: existing.seconds_studied + topUp,
            updated_at: now,
          })
      } else {
        await trx
          .insertQuery()
          .table('lesson_progress')
          .insert({
            user_id: userId,
            lesson_id: lesson.id,
            completed_at: now,
            seconds_studied: topUp,
            created_at: now,
            updated_at: now,
          })
          .onConflict(['user_id', 'lesson_id'])
          .merge({
            completed_at: db.raw('coalesce(lesson_progress.completed_at, excluded.completed_at)'),
          })
      }
      if (topUp > 0) await this.addStudyTime(trx, userId, lesson, dayKey(now), topUp, now)
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
    invalidateMemberStandings()
    return { percent: summary.percent, courseCompletedNow }
  }

  /** Saves where playback is (and the speed, when given), so the lesson resumes there. */
  async savePosition(userId: number, lesson: Lesson, seconds: number, rate?: number) {
    const position = Math.min(Math.max(0, Math.floor(seconds)), MAX_POSITION_SECONDS)
    const now = DateTime.now().toJSDate()
    const withRate = rate !== undefined && isPlaybackRate(rate)
    await db
      .insertQuery()
      .table('lesson_progress')
      .insert({
        user_id: userId,
        lesson_id: lesson.id,
        last_position_seconds: position,
        ...(withRate ? { playback_rate: rate } : {}),
        created_at: now,
        updated_at: now,
      })
      .onConflict(['user_id', 'lesson_id'])
      .merge(
        withRate
          ? ['last_position_seconds', 'playback_rate', 'updated_at']
          : ['last_position_seconds', 'updated_at']
      )
    return position
  }

  /**
   * Adds time the learner spent on the lesson page (visible and active), as
   * reported by the page, within the limits of the domain rules. The credit
   * is buffered (LearningActivityBuffer); the limits count what is stored
   * plus what is buffered.
   */
  async recordStudy(userId: number, lesson: Lesson, reportedSeconds: number) {
    const now = new Date()
    const day = dayKey(now)
    const stored = await this.storedStudy(userId, lesson.id, day)
    const pending = learningActivity.pendingFor(userId)
    const studied = stored.seconds + pending.lessonSeconds(lesson.id)
    const previous = pending.lastStudiedAt(lesson.id, stored.lastStudiedAt)
    const credited = creditableSeconds(
      reportedSeconds,
      studied,
      lesson.durationMinutes,
      previous ? (now.getTime() - previous.getTime()) / 1000 : null
    )
    const firstOfDay = credited > 0 && !stored.studiedToday && !pending.hasStudyOn(day)
    learningActivity.study(userId, lesson, credited, day, now)
    if (firstOfDay) await StudyDayStarted.dispatch(userId, day)
    return { credited, secondsStudied: studied + credited }
  }

  /**
   * The lesson's stored study time and whether the day already has study
   * time. Read again when a flush lands meanwhile: its seconds left the
   * buffer and may be missing from what was read.
   */
  private async storedStudy(userId: number, lessonId: number, day: string) {
    for (let attempt = 0; ; attempt++) {
      const generation = learningActivity.generation
      const { rows } = await db.rawQuery(
        `select lp.seconds_studied, lp.last_studied_at,
           exists (select 1 from study_time_entries where user_id = :userId and day = :day) as studied_today
         from (select 1) as one
         left join lesson_progress lp on lp.user_id = :userId and lp.lesson_id = :lessonId`,
        { userId, lessonId, day }
      )
      if (generation !== learningActivity.generation && attempt < 2) continue
      const row = rows[0]
      return {
        seconds: Number(row.seconds_studied ?? 0),
        lastStudiedAt: row.last_studied_at ? new Date(row.last_studied_at) : null,
        studiedToday: Boolean(row.studied_today),
      }
    }
  }

  /** The day's studied seconds of a lesson (weekly bars, analytics), added to what is there. */
  private async addStudyTime(
    trx: TransactionClientContract,
    userId: number,
    lesson: Lesson,
    day: string,
    seconds: number,
    at: Date
  ) {
    await trx
      .insertQuery()
      .table('study_time_entries')
      .insert({
        user_id: userId,
        lesson_id: lesson.id,
        course_id: lesson.courseId,
        day,
        seconds,
        created_at: at,
        updated_at: at,
      })
      .onConflict(['user_id', 'lesson_id', 'day'])
      .merge({
        seconds: db.raw('study_time_entries.seconds + excluded.seconds'),
        updated_at: at,
      })
  }
}
