import { AppTransformer } from '#transformers/cheap_transform'
import type User from '#models/user'
import type DataExport from '#models/data_export'
import type { exportState } from '#domain/accounts/privacy'

type AccountPrivacy = {
  user: User
  latest: DataExport | null
  state: ReturnType<typeof exportState>
}

/** 'Privacidade e dados': the latest export (and its link while ready) and the scheduled deletion. */
export default class AccountPrivacyTransformer extends AppTransformer<AccountPrivacy> {
  toObject() {
    const { user, latest, state } = this.resource
    return {
      export: {
        state,
        id: state === 'ready' ? (latest?.id ?? null) : null,
        requestedAt: latest?.createdAt.toISO() ?? null,
        expiresAt: state === 'ready' ? (latest?.expiresAt?.toISO() ?? null) : null,
      },
      deletion: user.deletionScheduledFor
        ? {
            requestedAt: user.deletionRequestedAt?.toISO() ?? null,
            scheduledFor: user.deletionScheduledFor.toISO()!,
          }
        : null,
    }
  }
}
