import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import DataExport from '#models/data_export'
import NotificationService from '#services/messaging/notification_service'
import { exportExpiry, exportState, PRIVACY_TEXTS } from '#domain/accounts/privacy'

/** Folder of the disk holding exports: never served by /uploads (not a public folder). */
const EXPORT_FOLDER = 'data-exports'

/* Jobs running in this process: tests and the shutdown wait on them. */
const running = new Set<Promise<void>>()

/**
 * 'Baixar meus dados': a request is a `data_exports` row; the JSON is built
 * in this process after the response (no job queue), stored in the private
 * folder of the disk, and announced with a notification. A pending row
 * outlives a restart: the server picks pending rows up at boot.
 */
export default class DataExportService {
  /** Starts an export; null when one is already in progress for the member. */
  async start(userId: number) {
    // raw SQL: ON CONFLICT on the partial unique index (one pending export per member)
    const { rows } = await db.rawQuery(
      `insert into data_exports (user_id, status, created_at) values (?, 'pending', now())
       on conflict (user_id) where status = 'pending' do nothing returning *`,
      [userId]
    )
    if (rows.length === 0) return null
    const row = DataExport.$createFromAdapterResult(rows[0])!
    this.runLater(row.id)
    return row
  }

  /** The member's latest export and what the page shows of it. */
  async latestFor(userId: number, now = new Date(Date.now())) {
    const latest = await DataExport.query()
      .where('userId', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .first()
    const state = exportState(
      latest ? { status: latest.status, expiresAt: latest.expiresAt?.toJSDate() ?? null } : null,
      now
    )
    return { latest, state }
  }

  /** The member's own ready, unexpired export, or null (404 for anyone else). */
  async downloadable(userId: number, id: number, now = new Date(Date.now())) {
    const row = await DataExport.query().where('id', id).where('userId', userId).first()
    if (!row?.fileKey) return null
    const state = exportState(
      { status: row.status, expiresAt: row.expiresAt?.toJSDate() ?? null },
      now
    )
    return state === 'ready' ? row : null
  }

  /** Boot: exports left pending by a stopped process start again. */
  async resumePending() {
    const pending = await DataExport.query().where('status', 'pending').select('id')
    for (const row of pending) this.runLater(row.id)
    return pending.length
  }

  /** Files past their expiry are removed (the row stays, 'expired' on the page). */
  async removeExpiredFiles(now = new Date(Date.now())) {
    const expired = await DataExport.query()
      .whereNotNull('fileKey')
      .where('expiresAt', '<=', DateTime.fromJSDate(now).toSQL()!)
    for (const row of expired) {
      await drive.use().delete(row.fileKey!)
      row.fileKey = null
      await row.save()
    }
    return expired.length
  }

  /** Resolves when every export started in this process has finished. */
  static async settled() {
    while (running.size > 0) await Promise.allSettled([...running])
  }

  private runLater(id: number) {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.run(id))
      .catch((error) => logger.error({ err: error, exportId: id }, 'falha ao exportar dados'))
      .finally(() => running.delete(job))
    running.add(job)
  }

  /** Builds and stores the file, then tells the member; a failure marks the row 'failed'. */
  async run(id: number) {
    const row = await DataExport.find(id)
    if (!row || row.status !== 'pending') return
    try {
      const content = await this.collect(row.userId)
      const key = `${EXPORT_FOLDER}/${row.userId}/${randomUUID()}.json`
      const json = JSON.stringify(content, null, 2)
      await drive.use().put(key, json, { contentType: 'application/json', visibility: 'private' })
      const now = new Date(Date.now())
      row.merge({
        status: 'ready',
        fileKey: key,
        bytes: Buffer.byteLength(json),
        finishedAt: DateTime.fromJSDate(now),
        expiresAt: DateTime.fromJSDate(exportExpiry(now)),
      })
      await row.save()
    } catch (error) {
      row.merge({ status: 'failed', finishedAt: DateTime.now() })
      await row.save()
      throw error
    }
    await new NotificationService().notifyQuietly('data_export_ready', async () => ({
      userId: row.userId,
      kind: 'data_export_ready',
      groupKey: `data-export:${row.id}`,
      data: { subject: PRIVACY_TEXTS.exportReady, route: 'privacy.show' },
    }))
  }

  /**
   * Everything stored about the member. Other members appear only through
   * what the member did: a message they sent names its conversation by id.
   */
  async collect(userId: number) {
    const rows = (table: string, columns: string[], where = 'user_id') =>
      db.from(table).where(where, userId).select(columns).orderBy(columns[0])
    const [user, profile] = await Promise.all([
      db
        .from('users')
        .where('id', userId)
        .select('id', 'email', 'full_name', 'email_verified_at', 'created_at')
        .first(),
      db
        .from('profiles')
        .where('user_id', userId)
        .select(
          'full_name',
          'specialty',
          'location',
          'years_experience',
          'bio',
          'linkedin_url',
          'website_url',
          'avatar_url',
          'role',
          'created_at'
        )
        .first(),
    ])
    return {
      exportedAt: new Date().toISOString(),
      account: user,
      profile: profile ?? null,
      courseProgress: await db
        .from('course_progress as cp')
        .join('courses as c', 'c.id', 'cp.course_id')
        .where('cp.user_id', userId)
        .select('c.title as course', 'cp.started_at', 'cp.last_accessed_at', 'cp.completed_at')
        .orderBy('cp.started_at'),
      lessonProgress: await db
        .from('lesson_progress as lp')
        .join('lessons as l', 'l.id', 'lp.lesson_id')
        .where('lp.user_id', userId)
        .select(
          'l.title as lesson',
          'lp.completed_at',
          'lp.seconds_studied',
          'lp.watched_seconds',
          'lp.last_studied_at'
        )
        .orderBy('lp.id'),
      notes: await db
        .from('lesson_notes as n')
        .join('lessons as l', 'l.id', 'n.lesson_id')
        .where('n.user_id', userId)
        .select('l.title as lesson', 'n.body', 'n.created_at', 'n.updated_at')
        .orderBy('n.id'),
      quizAttempts: await db
        .from('quiz_attempts as a')
        .where('a.user_id', userId)
        .select(
          'a.id',
          'a.course_id',
          'a.lesson_id',
          'a.started_at',
          'a.finished_at',
          'a.score',
          'a.total',
          'a.passed',
          'a.duration_seconds',
          // raw SQL: each attempt's answers as JSON, read in the same query
          db.raw(
            `coalesce((select json_agg(json_build_object('question_id', q.quiz_question_id,
              'selected', q.selected_indexes, 'correct', q.is_correct, 'answered_at', q.answered_at)
              order by q.id) from quiz_attempt_answers q where q.quiz_attempt_id = a.id), '[]') as answers`
          )
        )
        .orderBy('a.id'),
      forumDiscussions: await rows('forum_discussions', [
        'id',
        'category',
        'title',
        'body',
        'tags',
        'created_at',
        'edited_at',
      ]),
      forumReplies: await db
        .from('forum_replies as r')
        .join('forum_discussions as d', 'd.id', 'r.discussion_id')
        .where('r.user_id', userId)
        .select('r.id', 'd.title as discussion', 'r.body', 'r.created_at', 'r.edited_at')
        .orderBy('r.id'),
      messagesSent: await db
        .from('messages')
        .where('sender_id', userId)
        .select('conversation_id', 'content', 'created_at')
        .orderBy('id'),
      mentorQuestions: await db
        .from('mentor_messages')
        .where('user_id', userId)
        .where('role', 'learner')
        .select('course_id', 'content', 'created_at')
        .orderBy('id'),
      courseReviews: await rows('course_reviews', [
        'id',
        'course_id',
        'rating',
        'comment',
        'created_at',
      ]),
      certificates: await rows('certificates', [
        'id',
        'course_title',
        'learner_name',
        'issued_at',
        'revoked_at',
        'revoked_reason',
      ]),
      subscription: await db
        .from('subscriptions')
        .where('user_id', userId)
        .select('status', 'current_period_end', 'cancel_at_period_end', 'created_at')
        .first()
        .then((row) => row ?? null),
      subscriptionHistory: await db
        .from('subscription_events as e')
        .join('subscriptions as s', 's.id', 'e.subscription_id')
        .where('s.user_id', userId)
        .select('e.kind', 'e.status', 'e.occurred_at')
        .orderBy('e.occurred_at'),
      notificationPreferences: await new NotificationService().preferences(userId),
      loginSessions: await rows('login_sessions', ['created_at', 'user_agent', 'ip']),
    }
  }
}
