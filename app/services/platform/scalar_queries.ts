import db from '@adonisjs/lucid/services/db'

/** A query not run yet (a query builder, `db.rawQuery(…)`): only its SQL is read. */
export type SqlSource = { toSQL(): { sql: string; bindings: readonly unknown[] } }

/**
 * Several single-value queries (a count, a sum, one column of one row) in
 * one round trip: `select (q1) as a, (q2) as b`. A query without a row gives null.
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
  // raw SQL: joins built queries as scalar subqueries of one select, one round trip
  const { rows } = await db.rawQuery(`select ${parts.join(', ')}`, bindings as any[])
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
