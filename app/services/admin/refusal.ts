/**
 * A business rule refused an admin action (deleting a lesson learners have
 * progress in, removing the last super admin…). Controllers show `title` and
 * `description` as a destructive toast; nothing was changed.
 */
export class AdminRefusal extends Error {
  constructor(
    public title: string,
    public description: string
  ) {
    super(description)
  }
}

/** PostgreSQL foreign_key_violation: a row elsewhere still points at the one being deleted. */
export function isForeignKeyViolation(error: unknown) {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23503'
  )
}
