import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AdminActivity from '#models/admin_activity'
import type Course from '#models/course'
import type Lesson from '#models/lesson'
import type { ActivityKind, AdminActivityKind } from '#domain/admin/admin_activity'

export type RecentActivity = {
  id: string
  kind: ActivityKind
  subject: string
  context: string | null
  actorName: string | null
  occurredAt: string
}

/** The admin area's own event log, and the overview's recent activity built from it and from sign-ups. */
export default class ActivityService {
  async record(
    actorId: number | null,
    kind: AdminActivityKind,
    subject: string,
    context: string | null = null,
    client?: TransactionClientContract
  ) {
    await AdminActivity.create(
      {
        userId: actorId,
        kind,
        subjectTitle: subject.slice(0, 300),
        contextTitle: context?.slice(0, 300) ?? null,
      },
      { client }
    )
  }

  /**
   * Flips a course's or lesson's draft ⇄ published state and logs it as
   * `<what>_published` / `<what>_unpublished`, in one transaction; returns the new state.
   */
  async togglePublication(row: Course | Lesson, what: 'course' | 'lesson', actorId: number) {
    return db.transaction(async (trx) => {
      row.useTransaction(trx)
      row.isPublished = !row.isPublished
      await row.save()
      const kind = row.isPublished
        ? (`${what}_published` as const)
        : (`${what}_unpublished` as const)
      await this.record(actorId, kind, row.title, null, trx)
      return row.isPublished
    })
  }

  /** Newest first: admin actions and user sign-ups merged, `limit` in total. */
  async recent(limit: number): Promise<RecentActivity[]> {
    const [actions, signups] = await Promise.all([
      db
        .from('admin_activities')
        .leftJoin('users', 'users.id', 'admin_activities.user_id')
        .select(
          'admin_activities.id',
          'admin_activities.kind',
          'admin_activities.subject_title',
          'admin_activities.context_title',
          'admin_activities.created_at',
          'users.full_name as actor_name',
          'users.email as actor_email'
        )
        .orderBy('admin_activities.created_at', 'desc')
        .orderBy('admin_activities.id', 'desc')
        .limit(limit),
      db
        .from('users')
        .select('id', 'full_name', 'email', 'created_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit),
    ])

    const items: RecentActivity[] = [
      ...actions.map((row) => ({
        id: `a${row.id}`,
        kind: row.kind as AdminActivityKind,
        subject: row.subject_title,
        context: row.context_title,
        actorName:
          row.actor_name || (row.actor_email ? String(row.actor_email).split('@')[0] : null),
        occurredAt: new Date(row.created_at).toISOString(),
      })),
      ...signups.map((row) => ({
        id: `u${row.id}`,
        kind: 'user_signed_up' as const,
        subject: row.full_name || String(row.email).split('@')[0],
        context: null,
        actorName: null,
        occurredAt: new Date(row.created_at).toISOString(),
      })),
    ]
    return items.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt)).slice(0, limit)
  }
}
