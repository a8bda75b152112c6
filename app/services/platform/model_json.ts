import type { LucidModel } from '@adonisjs/lucid/types/model'

/**
 * A model from a row read as JSON (`to_jsonb(row)`, whatever its columns,
 * like `select *`), or null when the join found none. JSON carries
 * timestamps as ISO strings, which Lucid reads from Date objects.
 */
export function modelFromJson<Model extends LucidModel>(
  model: Model,
  json: Record<string, unknown> | null
): InstanceType<Model> | null {
  if (!json) return null
  const values = { ...json }
  for (const { columnName, meta } of model.$columnsDefinitions.values()) {
    const value = values[columnName]
    if (meta?.type === 'datetime' && typeof value === 'string') values[columnName] = new Date(value)
    /* A JSON column's object is the request's own (the JSON may be remembered for others). */
    else if (value !== null && typeof value === 'object')
      values[columnName] = structuredClone(value)
  }
  return model.$createFromAdapterResult(values) as InstanceType<Model> | null
}

/** A model from a row remembered as it came from the database: each request gets its own copy. */
export function modelFromRow<Model extends LucidModel>(
  model: Model,
  row: Record<string, unknown>
): InstanceType<Model> {
  return model.$createFromAdapterResult(structuredClone(row)) as InstanceType<Model>
}
