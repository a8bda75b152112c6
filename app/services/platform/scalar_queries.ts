import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/** A query not run yet (a query builder, `db.rawQuery(…)`): only its SQL is read. */
export type SqlSource = { toSQL(): { sql: string; bindings: readonly unknown[] } }

/* At most this many statements are kept prepared; past it, new shapes run unnamed. */
const MAX_PREPARED = 200
const prepared = new Set<string>()

/**
 * A name for the statement of this text, so PostgreSQL keeps it prepared on
 * each connection: the combined overview statements cost more to plan (~2.6 ms
 * of the dashboard's ~4.4 ms in the database) than to run. Null past
 * MAX_PREPARED distinct texts (a statement is prepared per connection and stays).
 */
function preparedName(sql: string) {
  const name = `gt_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`
  if (prepared.has(name)) return name
  if (prepared.size >= MAX_PREPARED) return null
  prepared.add(name)
  return name
}

/**
 * Several single-value queries (a count, a sum, one column of one row) in
 * one round trip: `select (q1) as a, (q2) as b`, as a prepared statement. A
 * query without a row gives null.
 */
export async function selectScalars<Name extends string>(
  queries: Record<Name, SqlSource>
): Promise<Record<Name, unknown>> {
  const parts: string[] = []
  const bindings: unknown[] = []
  for (const [name, query] of Object.entries(queries) as [Name, SqlSource][]) {
    const { sql, bindings: own } = query.toSQL()
    parts.push(`(${sql}) as "${name}"`)
    bindings.push(...own)
  }
  const sql = `select ${parts.join(', ')}`
  // raw SQL: joins built queries as scalar subqueries of one select, one round trip
  const query = db.rawQuery(sql, bindings as any[])
  const name = preparedName(sql)
  /* knex hands its options to pg's query config: a named statement is prepared once per connection. */
  if (name) query.knexQuery.options({ name })
  const { rows } = await query
  return rows[0]
}

/** Rows of a built query as one JSON list (dates as ISO text), to be read as a scalar with other figures. */
export function asJsonList(query: SqlSource) {
  const { sql, bindings } = query.toSQL()
  // raw SQL: json_agg over a built query, one scalar of a selectScalars round trip
  return db.rawQuery(`select coalesce(json_agg(list), '[]'::json) from (${sql}) list`, [
    ...bindings,
  ] as any[])
}
