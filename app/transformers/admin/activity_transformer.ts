import type { RecentActivity } from '#services/admin/activity_service'
import { AppTransformer } from '#transformers/cheap_transform'

export default class ActivityTransformer extends AppTransformer<RecentActivity> {
  toObject() {
    return this.pick(this.resource, ['id', 'kind', 'subject', 'context', 'actorName', 'occurredAt'])
  }
}
