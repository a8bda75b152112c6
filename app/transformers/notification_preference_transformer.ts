import { AppTransformer } from '#transformers/cheap_transform'
import {
  ALWAYS_EMAILED,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from '#domain/messaging/notifications'

type Preference = { kind: NotificationKind; inApp: boolean; email: boolean }

/** One line of the profile's 'Notificações' card: the kind, its label and both choices. */
export default class NotificationPreferenceTransformer extends AppTransformer<Preference> {
  toObject() {
    const { kind, inApp, email } = this.resource
    return {
      kind,
      label: NOTIFICATION_KIND_LABELS[kind],
      inApp,
      email,
      /* A failed payment is always e-mailed: the checkbox shows it, disabled. */
      emailLocked: ALWAYS_EMAILED.includes(kind),
    }
  }
}
