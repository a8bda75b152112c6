/** PostgreSQL foreign_key_violation: a row elsewhere still points at the one being deleted. */
export function isForeignKeyViolation(error: unknown) {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23503'
  )
}

/** PostgreSQL's unique_violation: two sign-ups with the same e-mail at the same moment. */
export function isUniqueViolation(error: unknown) {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
  )
}
