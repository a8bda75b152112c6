import { AppTransformer } from '#transformers/cheap_transform'

type PendingDeletionRow = {
  id: number
  email: string
  full_name: string | null
  profile_name: string | null
  deletion_requested_at: Date | null
  deletion_scheduled_for: Date
}

/** A line of 'Exclusões pendentes': who, when they asked and when the account goes. */
export default class PendingDeletionTransformer extends AppTransformer<PendingDeletionRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      email: row.email,
      fullName: row.profile_name?.trim() || row.full_name?.trim() || null,
      requestedAt: row.deletion_requested_at
        ? new Date(row.deletion_requested_at).toISOString()
        : null,
      scheduledFor: new Date(row.deletion_scheduled_for).toISOString(),
    }
  }
}
