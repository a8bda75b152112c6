import { test } from '@japa/runner'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** A call that hands SQL text to the database (`request.raw()` is the HTTP body, not SQL). */
const RAW_CALL =
  /\b(?:rawQuery|knexRawQuery|knexQuery|whereRaw|orWhereRaw|andWhereRaw|whereNotRaw|havingRaw|orHavingRaw|orderByRaw|groupByRaw|joinRaw|fromRaw|selectRaw|onRaw)\s*\(|(?<!request)\.raw\s*\(/

const REASON = /^\/\/ raw SQL: \S.{8,}/

/**
 * Lines above a raw call that still belong to it or to its group: another raw
 * call, the opening of the argument list (`.select(`), a plain column argument.
 */
const SAME_EXPRESSION = [RAW_CALL, /(?:[([]|\(\{)$/, /^['"`][\w.* ]+['"`],?$/]

/** The raw-SQL calls of a source text without a `// raw SQL: <reason>` comment right above them. */
export function unexplainedRawSql(source: string) {
  const lines = source.split('\n').map((line) => line.trim())
  const missing: number[] = []
  lines.forEach((line, index) => {
    if (!RAW_CALL.test(line) || /^(\/\/|\/?\*)/.test(line)) return
    let above = index - 1
    while (above >= 0 && SAME_EXPRESSION.some((pattern) => pattern.test(lines[above]))) above--
    if (above < 0 || !REASON.test(lines[above])) missing.push(index + 1)
  })
  return missing
}

/*
| Rules with one home each, written out again elsewhere: 'published and not
| archived' (Course.visible), a lesson's position (Lesson.positionSql), 'not
| hidden by moderation' (#models/moderated, behind ForumDiscussion.visible and
| ForumReply.visible).
*/
const RULE_COPIES: { rule: string; homes: string[]; pattern: RegExp }[] = [
  {
    rule: 'publicado e não arquivado',
    homes: ['app/models/course.ts'],
    pattern:
      /is_published(?:\s*=\s*true)?\s+and\s+[\w.]*archived_at\s+is\s+null|archived_at\s+is\s+null\s+and\s+[\w.]*is_published|is_published['"`]\s*,\s*true\s*\)\s*\.\s*whereNull\(\s*['"`][\w.]*archived_at|whereNull\(\s*['"`][\w.]*archived_at['"`]\s*\)\s*\.\s*where\(\s*['"`][\w.]*is_published|isPublished\s*&&\s*!?\s*[\w.?]*archivedAt|archivedAt\s*===?\s*null\s*&&\s*[\w.?]*isPublished/i,
  },
  {
    rule: 'posição da aula',
    homes: ['app/models/lesson.ts'],
    pattern:
      /row_number\(\)\s*over\s*\([^)]*order_index|\(\s*\w+\.order_index\s*,\s*\w+\.id\s*\)\s*<=/i,
  },
  {
    rule: 'não ocultado pela moderação',
    homes: ['app/models/moderated.ts'],
    pattern: /hidden_at\s+is\s+null|whereNull\(\s*['"`][\w.]*hidden_at/i,
  },
]

/** The rules a source file (at `file`, outside their homes) writes out again. */
export function copiedRules(source: string, file = '') {
  const flat = source.replace(/\s+/g, ' ')
  return RULE_COPIES.filter(
    ({ homes, pattern }) => !homes.includes(file) && pattern.test(flat)
  ).map(({ rule }) => rule)
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort()
}

async function serverSources() {
  const files = [...(await sourceFiles('app')), ...(await sourceFiles('start'))]
  return Promise.all(
    files.map(async (file) => ({ file, source: await readFile(join(root, file), 'utf8') }))
  )
}

test.group('Raw SQL', () => {
  test('every raw SQL call in app/ and start/ says why the query builder cannot express it', async ({
    assert,
  }) => {
    const sources = await serverSources()
    const offenders = sources.flatMap(({ file, source }) =>
      unexplainedRawSql(source).map((line) => `${file}:${line}`)
    )
    assert.deepEqual(offenders, [], 'add `// raw SQL: <reason>` right above these calls')
  })

  test('the scan finds a raw call without its reason, and accepts one with it', ({ assert }) => {
    assert.deepEqual(unexplainedRawSql(`const a = 1\nawait db.rawQuery('select 1')`), [2])
    assert.deepEqual(unexplainedRawSql(`query\n  .whereRaw('x')`), [2])
    assert.deepEqual(
      unexplainedRawSql(
        `// raw SQL: count(*) FILTER has no builder form\nquery.select(\n  db.raw('a'),\n  'id',\n  db.raw('b')\n)`
      ),
      []
    )
    assert.deepEqual(unexplainedRawSql(`// raw SQL:\ndb.rawQuery('select 1')`), [2])
    assert.deepEqual(
      unexplainedRawSql(
        `// raw SQL: a reason far away\nasync figures() {\n  await db.rawQuery('select 1')`
      ),
      [3]
    )
    assert.deepEqual(unexplainedRawSql(`stripe.verify(request.raw(), signature)`), [])
  })
})

test.group('Rules written once', () => {
  test("'published and not archived', the lesson position and 'not hidden' live only on their models", async ({
    assert,
  }) => {
    const sources = await serverSources()
    const offenders = sources.flatMap(({ file, source }) =>
      copiedRules(source, file).map((rule) => `${file}: ${rule}`)
    )
    assert.deepEqual(
      offenders,
      [],
      'use the models: Course.visible / whereVisible / visibleSql / isVisible, Lesson.positionsIn / positionSql, ForumDiscussion/ForumReply.visible / whereVisible / visibleSql'
    )
  })

  test('the scan recognises each way the rules were copied', ({ assert }) => {
    for (const copy of [
      `where c.is_published = true and c.archived_at is null`,
      `WHERE is_published AND archived_at IS NULL`,
      `.where('courses.is_published', true)\n  .whereNull('courses.archived_at')`,
      `course.isPublished && course.archivedAt === null`,
      `byId?.isPublished && !byId.archivedAt`,
    ])
      assert.deepEqual(copiedRules(copy), ['publicado e não arquivado'], copy)
    assert.deepEqual(
      copiedRules(`row_number() OVER (PARTITION BY l.course_id ORDER BY l.order_index, l.id)`),
      ['posição da aula']
    )
    assert.deepEqual(
      copiedRules(`course.archivedAt = DateTime.now()\ncourse.isPublished = false`),
      []
    )
    assert.deepEqual(copiedRules(`where r.hidden_at is null`), ['não ocultado pela moderação'])
    assert.deepEqual(copiedRules(`where r.hidden_at is null`, 'app/models/moderated.ts'), [])
  })
})
