import { BaseSchema } from '@adonisjs/lucid/schema'
import Lesson from '#models/lesson'

/* Lessons read and written per round: their Markdown bodies can be long. */
const BATCH = 500

/**
 * Real durations (issue 26): 0800 copied the typed duration_minutes into
 * duration_seconds. Every lesson gets the length its rule gives instead
 * (Lesson.durationSecondsOf, the one the model applies on each save): its
 * words at 200 a minute for a reading lesson, the quiz's 300 s for a quiz or
 * exam, media_seconds for a media lesson — still unknown (0, no badge) until
 * its file is probed: the seeder probes the demo media, `node ace
 * lessons:media-durations` the files admins uploaded before.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      let lastId = 0
      for (;;) {
        const rows: {
          id: number
          lesson_type: string
          media_seconds: number | null
          content: string | null
        }[] = await db
          .from('lessons')
          .where('id', '>', lastId)
          .orderBy('id')
          .limit(BATCH)
          .select('id', 'lesson_type', 'media_seconds', 'content')
        if (rows.length === 0) break
        lastId = rows[rows.length - 1].id
        const ids = rows.map((row) => row.id)
        const seconds = rows.map((row) =>
          Lesson.durationSecondsOf({
            lessonType: row.lesson_type,
            mediaSeconds: row.media_seconds,
            content: row.content,
          })
        )
        await db.rawQuery(
          `UPDATE lessons SET duration_seconds = v.seconds
           FROM unnest(?::int[], ?::int[]) AS v(id, seconds)
           WHERE lessons.id = v.id AND lessons.duration_seconds <> v.seconds`,
          [ids, seconds]
        )
      }
    })
  }

  /* The typed minutes they replaced were invented: nothing to go back to. */
  async down() {}
}
