/*
| The data of bench/pages.js's --data modes: a throwaway database (created,
| migrated and seeded with the normal seeder, dropped at the end) and, for
| 10×, the seed multiplied in SQL so that every list a page shows is N times
| longer: the catalogue has N× the courses (copies of each course with its
| modules, lessons, materials and reviews), every course N× its lessons (its
| modules repeated after the originals, so the seeded lesson addresses and
| the demo learner's progress stay valid), the forum N× the discussions
| (copies with their replies) and every discussion N× its replies.
*/
import { join } from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../bin/lib/embedded_postgres.js'
import { root } from './harness.js'

/**
 * A new, empty database named `name` on BENCH_DATABASE_URL's server (any
 * database of it: only the host and credentials are used) or on the embedded
 * PostgreSQL of `npm start`; dropped by the run's cleanup.
 */
export async function throwawayDatabase(name, cleanups) {
  let serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: join(root, '.data', 'postgres'),
      database: 'postgres',
      preferredPort: Number(process.env.EMBEDDED_PG_PORT || 5433),
    })
    cleanups.push(() => embedded.stop())
    serverUrl = embedded.url
  }
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin.href })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await run(`CREATE DATABASE "${name}"`)
  cleanups.push(() => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  const url = new URL(admin.href)
  url.pathname = `/${name}`
  return url.href
}

/** Columns of `table` except `id`, in order (the copies list them explicitly). */
async function columnsOf(client, table) {
  const { rows } = await client.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND column_name <> 'id'
        AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table]
  )
  return rows.map((row) => row.column_name)
}

/**
 * `INSERT INTO table (id, columns…) SELECT map.new_id, <expression or the
 * source column>… FROM table src JOIN map …`: every copy gets its id from
 * the table's sequence through a mapping table, so children find their copied
 * parent by a join. `changed` gives SQL expressions for some columns.
 */
async function copyRows(client, { table, map, join: joinSql = '', changed = {}, where = '' }) {
  const columns = await columnsOf(client, table)
  const values = columns.map((column) => changed[column] ?? `src."${column}"`)
  await client.query(
    `INSERT INTO ${table} (id, ${columns.map((column) => `"${column}"`).join(', ')})
     SELECT ${map}.new_id, ${values.join(', ')}
       FROM ${table} src JOIN ${map} ON ${map}.old_id = src.id ${joinSql} ${where}`
  )
}

/** A mapping table: one new id (from `table`'s sequence) per source row and copy number 1…copies. */
async function mapping(client, { name, table, copies, where = '' }) {
  await client.query(
    `CREATE TEMP TABLE ${name} ON COMMIT DROP AS
       SELECT src.id AS old_id, k, nextval(pg_get_serial_sequence('${table}', 'id')) AS new_id
         FROM ${table} src CROSS JOIN generate_series(1, ${copies}) AS k ${where}`
  )
  await client.query(`CREATE INDEX ON ${name} (old_id, k)`)
  await client.query(`ANALYZE ${name}`)
}

async function counts(client) {
  const { rows } = await client.query(`SELECT
    (SELECT count(*) FROM courses)::int AS courses,
    (SELECT count(*) FROM lessons)::int AS lessons,
    (SELECT count(*) FROM forum_discussions)::int AS discussions,
    (SELECT count(*) FROM forum_replies)::int AS replies`)
  return rows[0]
}

/**
 * Multiplies the seeded catalogue and forum by `factor` (see the header), in
 * one transaction, with the search triggers off during the copies and every
 * course's search document rebuilt once at the end. Returns the row counts
 * before and after.
 */
export async function multiplySeed(databaseUrl, factor) {
  const copies = factor - 1
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const before = await counts(client)
    await client.query('BEGIN')
    await client.query('ALTER TABLE lessons DISABLE TRIGGER lessons_search_document')
    await client.query('ALTER TABLE courses DISABLE TRIGGER courses_search_document')

    /* 1. Every course N× its lessons: its modules again, after the originals, with their lessons. */
    await client.query(`CREATE TEMP TABLE course_span ON COMMIT DROP AS
      SELECT c.id AS course_id,
        coalesce((SELECT max(order_index) FROM course_modules m WHERE m.course_id = c.id), 0) AS modules,
        coalesce((SELECT max(order_index) FROM lessons l WHERE l.course_id = c.id), 0) AS lessons
      FROM courses c`)
    await mapping(client, { name: 'module_copy', table: 'course_modules', copies })
    await copyRows(client, {
      table: 'course_modules',
      map: 'module_copy',
      join: 'JOIN course_span span ON span.course_id = src.course_id',
      changed: { order_index: 'src.order_index + module_copy.k * span.modules' },
    })
    await mapping(client, { name: 'lesson_copy', table: 'lessons', copies })
    await copyRows(client, {
      table: 'lessons',
      map: 'lesson_copy',
      join: `JOIN course_span span ON span.course_id = src.course_id
             LEFT JOIN module_copy ON module_copy.old_id = src.module_id AND module_copy.k = lesson_copy.k`,
      changed: {
        module_id: 'module_copy.new_id',
        order_index: 'src.order_index + lesson_copy.k * span.lessons',
      },
    })

    /* 2. N× the courses: copies of each (now grown) course with everything its pages list. */
    await mapping(client, { name: 'course_copy', table: 'courses', copies })
    await copyRows(client, {
      table: 'courses',
      map: 'course_copy',
      changed: {
        slug: `src.slug || '-copia-' || course_copy.k`,
        title: `left(src.title || ' (cópia ' || course_copy.k || ')', 200)`,
      },
    })
    await mapping(client, { name: 'course_module_copy', table: 'course_modules', copies })
    await copyRows(client, {
      table: 'course_modules',
      map: 'course_module_copy',
      join: `JOIN course_copy ON course_copy.old_id = src.course_id AND course_copy.k = course_module_copy.k`,
      changed: { course_id: 'course_copy.new_id' },
    })
    await mapping(client, { name: 'course_lesson_copy', table: 'lessons', copies })
    await copyRows(client, {
      table: 'lessons',
      map: 'course_lesson_copy',
      join: `JOIN course_copy ON course_copy.old_id = src.course_id AND course_copy.k = course_lesson_copy.k
             LEFT JOIN course_module_copy ON course_module_copy.old_id = src.module_id
               AND course_module_copy.k = course_lesson_copy.k`,
      changed: { course_id: 'course_copy.new_id', module_id: 'course_module_copy.new_id' },
    })
    await mapping(client, {
      name: 'material_copy',
      table: 'course_materials',
      copies,
      where: 'WHERE src.course_id IS NOT NULL',
    })
    await copyRows(client, {
      table: 'course_materials',
      map: 'material_copy',
      join: `JOIN course_copy ON course_copy.old_id = src.course_id AND course_copy.k = material_copy.k
             LEFT JOIN course_lesson_copy ON course_lesson_copy.old_id = src.lesson_id
               AND course_lesson_copy.k = material_copy.k`,
      changed: { course_id: 'course_copy.new_id', lesson_id: 'course_lesson_copy.new_id' },
    })
    await mapping(client, { name: 'review_copy', table: 'course_reviews', copies })
    await copyRows(client, {
      table: 'course_reviews',
      map: 'review_copy',
      join: `JOIN course_copy ON course_copy.old_id = src.course_id AND course_copy.k = review_copy.k`,
      changed: { course_id: 'course_copy.new_id' },
    })

    /* 3. Every discussion N× its replies (a second later each round, so the originals come first). */
    await mapping(client, { name: 'reply_copy', table: 'forum_replies', copies })
    await copyRows(client, {
      table: 'forum_replies',
      map: 'reply_copy',
      changed: {
        created_at: `src.created_at + reply_copy.k * interval '1 second'`,
        updated_at: `src.updated_at + reply_copy.k * interval '1 second'`,
      },
    })
    await client.query(`UPDATE forum_discussions d
      SET replies_count = (SELECT count(*) FROM forum_replies r WHERE r.discussion_id = d.id)`)

    /* 4. N× the discussions: copies with all their replies. */
    await mapping(client, { name: 'discussion_copy', table: 'forum_discussions', copies })
    await mapping(client, { name: 'discussion_reply_copy', table: 'forum_replies', copies })
    await copyRows(client, {
      table: 'forum_discussions',
      map: 'discussion_copy',
      changed: {
        title: `left(src.title || ' (cópia ' || discussion_copy.k || ')', 150)`,
        accepted_reply_id: 'NULL',
      },
    })
    await copyRows(client, {
      table: 'forum_replies',
      map: 'discussion_reply_copy',
      join: `JOIN discussion_copy ON discussion_copy.old_id = src.discussion_id
               AND discussion_copy.k = discussion_reply_copy.k`,
      changed: { discussion_id: 'discussion_copy.new_id' },
    })
    await client.query(`UPDATE forum_discussions d SET accepted_reply_id = reply.new_id
      FROM discussion_copy, forum_discussions original, discussion_reply_copy reply
      WHERE discussion_copy.new_id = d.id AND original.id = discussion_copy.old_id
        AND reply.old_id = original.accepted_reply_id AND reply.k = discussion_copy.k`)

    await client.query('ALTER TABLE lessons ENABLE TRIGGER lessons_search_document')
    await client.query('ALTER TABLE courses ENABLE TRIGGER courses_search_document')
    await client.query('SELECT catalog_refresh_search_document(id) FROM courses')
    await client.query('COMMIT')
    await client.query('ANALYZE')
    return { before, after: await counts(client) }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}
