import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import LessonNote from '#models/lesson_note'

/** A learner's notes, one per lesson. */
export default class LessonNotesService {
  /**
   * Saves the note; with `typedAt` (a note typed offline and sent later) the
   * newer write wins: the note keeps the time it was typed, and a write typed
   * before the stored one changes nothing (Plataforma 111).
   */
  async save(userId: number, lessonId: number, body: string, typedAt?: string) {
    if (typedAt === undefined) return LessonNote.updateOrCreate({ userId, lessonId }, { body })
    const parsed = DateTime.fromISO(typedAt)
    /* A device clock ahead of the server's cannot win over writes still to come. */
    const now = DateTime.now()
    const at = parsed.isValid && parsed < now ? parsed : now
    // raw SQL: one atomic upsert whose update happens only when the stored note is older
    await db.rawQuery(
      `insert into lesson_notes (user_id, lesson_id, body, created_at, updated_at)
       values (:userId, :lessonId, :body, now(), :at)
       on conflict (user_id, lesson_id) do update set body = excluded.body, updated_at = excluded.updated_at
       where lesson_notes.updated_at is null or lesson_notes.updated_at <= excluded.updated_at`,
      { userId, lessonId, body, at: at.toJSDate() }
    )
    return LessonNote.query().where({ userId, lessonId }).firstOrFail()
  }
}
