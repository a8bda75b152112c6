import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { premiumLearner } from '#tests/helpers/premium'
import { completeLessons, createCourse } from '#tests/functional/catalog/helpers'

/*
| A signed-in page reads what it shows, not the whole school: once the
| catalogue is remembered (the courses and their lessons, the same for every
| member: #services/learning/listed_catalogue), the dashboard reads the
| learner's own rows and no lesson of a course the learner never opened, and
| a lesson page reads the text of its own lesson only (not of every lesson of
| the course). Rows are counted as the database
| returns them (knex's `query-response`), so a query that fetched too much
| shows even when the page drops the extra rows before rendering.
*/

type Read = { sql: string; rows: Record<string, unknown>[] }

async function rowsRead(run: () => Promise<unknown>) {
  const trx = await db.beginGlobalTransaction()
  const reads: Read[] = []
  const listener = (response: unknown, query: { sql: string }) => {
    /* A built query answers its rows, a raw one the driver's result. */
    const rows = Array.isArray(response) ? response : (response as { rows?: unknown })?.rows
    if (Array.isArray(rows)) reads.push({ sql: query.sql, rows })
  }
  const knex = trx.knexClient
  knex.on('query-response', listener)
  try {
    await run()
  } finally {
    knex.off('query-response', listener)
  }
  return reads
}

/** A row, and the rows of the JSON lists it carries (lists read with other figures in one statement). */
function withListedRows(row: Record<string, unknown>): Record<string, unknown>[] {
  const listed = Object.values(row).filter(Array.isArray).flat()
  return [row, ...listed.filter((item) => item !== null && typeof item === 'object')]
}

/** Rows that carry a lesson of `lessonIds` (by an `id` column of a query on lessons). */
function lessonRows(reads: Read[], lessonIds: Set<number>) {
  return reads
    .filter((read) => /from "lessons"|join "lessons"/.test(read.sql))
    .flatMap((read) => read.rows.flatMap(withListedRows))
    .filter((row) => lessonIds.has(Number(row.id)))
}

test.group('Rows a signed-in page reads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dashboard does not read the lessons of courses the learner never opened', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const taken = await createCourse({}, { modules: [3] })
    await completeLessons(learner, taken.course, taken.lessons.slice(0, 1))
    const untouched = new Set<number>()
    for (let i = 0; i < 3; i++) {
      const { lessons } = await createCourse({}, { modules: [4, 4] })
      for (const lesson of lessons) untouched.add(lesson.id)
    }

    /* The first visit reads the catalogue for every member; the next ones only the learner's own. */
    await client.get('/dashboard').loginAs(learner).withInertia()
    const reads = await rowsRead(() => client.get('/dashboard').loginAs(learner).withInertia())
    const dashboard = await client.get('/dashboard').loginAs(learner).withInertia()
    dashboard.assertStatus(200)
    assert.equal(dashboard.inertiaProps.dashboard.inProgress[0].title, taken.course.title)
    assert.equal(dashboard.inertiaProps.dashboard.inProgress[0].totalLessons, 3)
    /* The recorder saw the learner's own progress being read (so an empty list below means something). */
    assert.isTrue(reads.some((read) => /"lesson_progress"|lesson_progress /.test(read.sql)))
    assert.deepEqual(lessonRows(reads, untouched), [])
  })

  test('a lesson page reads the text of its own lesson only', async ({ client, assert }) => {
    const learner = await premiumLearner()
    const { course, lessons } = await createCourse({}, { modules: [5, 5] })
    for (const lesson of lessons) {
      lesson.content = `Texto da ${lesson.title}`
      await lesson.save()
    }

    const reads = await rowsRead(() =>
      client.get(`/cursos/${course.slug}/aula/4`).loginAs(learner).withInertia()
    )
    const withText = reads.flatMap((read) => read.rows).filter((row) => 'content' in row)
    assert.deepEqual(
      withText.map((row) => row.content),
      ['Texto da Aula 4']
    )
    const page = await client.get(`/cursos/${course.slug}/aula/4`).loginAs(learner).withInertia()
    page.assertStatus(200)
    const { lesson, navigation } = page.inertiaProps.page
    assert.equal(lesson.title, 'Aula 4')
    assert.equal(lesson.total, 10)
    assert.equal(lesson.position, 4)
    assert.deepEqual(navigation, { previous: 3, next: 5 })
  })
})
