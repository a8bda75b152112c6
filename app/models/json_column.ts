/**
 * Column options for jsonb columns: node-postgres would send a JS array as a
 * PostgreSQL array, so values are serialized explicitly; reads come back parsed.
 */
export const jsonColumn = {
  prepare: (value: unknown) =>
    value === undefined || value === null ? value : JSON.stringify(value),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
}
