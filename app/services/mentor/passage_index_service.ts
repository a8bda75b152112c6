import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { splitLesson } from '#domain/mentor/mentor_passages'

/**
 * The md5 of what a lesson's passages are built from (compared to mentor_passages.source_hash).
 * concat_ws skips a null: a lesson without captions keeps the hash it had before they counted.
 */
const SOURCE_HASH = `md5(concat_ws(E'\\n', l.title, coalesce(l.description, ''), l.objectives::text, coalesce(l.content, ''), l.captions_text))`
const SOURCE_COLUMNS =
  'l.id, l.course_id, l.title, l.description, l.objectives, l.content, l.captions_text'

type LessonSource = {
  id: number
  course_id: number
  title: string
  description: string | null
  objectives: string[] | null
  content: string | null
  captions_text: string | null
  source_hash: string
}

/**
 * Keeps the mentor's passages equal to the lessons. Every question first asks
 * for the course's published lessons whose passages are missing or built from
 * another text (one query) and rebuilds just those, so lessons written by any
 * code — seeder, test factory, admin area — are searchable at once. The
 * seeder and the admin area also rebuild right after writing, so a learner's
 * question rarely pays for it. Deleted lessons lose their passages by cascade.
 */
export default class PassageIndexService {
  /** Rebuilds the passages of the course's published lessons that changed; returns how many. */
  async refreshStale(courseId: number, client: QueryClientContract = db.connection()) {
    // raw SQL: compares an md5 of the lesson's text (SOURCE_HASH) with a correlated subquery
    const { rows } = await client.rawQuery<{ rows: LessonSource[] }>(
      `SELECT ${SOURCE_COLUMNS}, ${SOURCE_HASH} AS source_hash
         FROM lessons l
        WHERE l.course_id = ? AND ${Lesson.publishedSql('l')}
          AND ${SOURCE_HASH} IS DISTINCT FROM
              (SELECT p.source_hash FROM mentor_passages p WHERE p.lesson_id = l.id LIMIT 1)`,
      [courseId]
    )
    if (rows.length) await this.write(rows, client)
    return rows.length
  }

  /** Rebuilds one lesson's passages now (after the admin area saved it). */
  async refreshLesson(lessonId: number, client: QueryClientContract = db.connection()) {
    const rows = await this.sources(client, 'l.id = ?', [lessonId])
    if (rows.length) await this.write(rows, client)
  }

  /** Rebuilds every lesson whose passages changed, in every course (seeder). */
  async refreshAll(client: QueryClientContract = db.connection()) {
    // raw SQL: compares an md5 of the lesson's text (SOURCE_HASH) with a correlated subquery
    const { rows } = await client.rawQuery<{ rows: LessonSource[] }>(
      `SELECT ${SOURCE_COLUMNS}, ${SOURCE_HASH} AS source_hash
         FROM lessons l
        WHERE ${SOURCE_HASH} IS DISTINCT FROM
              (SELECT p.source_hash FROM mentor_passages p WHERE p.lesson_id = l.id LIMIT 1)`
    )
    if (rows.length) await this.write(rows, client)
    return rows.length
  }

  private async sources(client: QueryClientContract, where: string, bindings: number[]) {
    // raw SQL: selects an md5 of the lesson's text (SOURCE_HASH), an expression column
    const { rows } = await client.rawQuery<{ rows: LessonSource[] }>(
      `SELECT ${SOURCE_COLUMNS}, ${SOURCE_HASH} AS source_hash
         FROM lessons l WHERE ${where}`,
      bindings
    )
    return rows
  }

  private async write(lessons: LessonSource[], client: QueryClientContract) {
    const rows = lessons.flatMap((lesson) =>
      splitLesson({
        title: lesson.title,
        description: lesson.description,
        objectives: Array.isArray(lesson.objectives) ? lesson.objectives : [],
        content: lesson.content,
        captions: lesson.captions_text,
      }).map((passage, index) => ({
        course_id: lesson.course_id,
        lesson_id: lesson.id,
        position: index + 1,
        heading: passage.heading.slice(0, 400),
        body: passage.body,
        source_hash: lesson.source_hash,
      }))
    )
    const replace = async (trx: QueryClientContract) => {
      /* Two questions rebuilding the same course at once must not both insert. */
      // raw SQL: a PostgreSQL advisory lock is a function call, not a query
      await trx.rawQuery('SELECT pg_advisory_xact_lock(701)')
      await trx
        .from('mentor_passages')
        .whereIn(
          'lesson_id',
          lessons.map((lesson) => lesson.id)
        )
        .delete()
      for (let start = 0; start < rows.length; start += 500)
        await trx.table('mentor_passages').multiInsert(rows.slice(start, start + 500))
    }
    if (client.isTransaction) await replace(client)
    else await db.transaction((trx) => replace(trx))
  }
}
