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
