import type { RecentActivity } from '#services/admin/activity_service'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class ActivityTransformer extends BaseTransformer<RecentActivity> {
  toObject() {
    return this.pick(this.resource, ['id', 'kind', 'subject', 'context', 'actorName', 'occurredAt'])
  }
}
