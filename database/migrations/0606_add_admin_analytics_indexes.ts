import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin analytics (issue 15) filters every source by a time range: an index
 * for each range that had none. Already indexed: users.created_at,
 * lesson_views.viewed_at (and subscription_events.occurred_at, 0607).
 */
const RANGE_INDEXES = [
  { table: 'lesson_progress', column: 'completed_at' },
  { table: 'quiz_attempts', column: 'finished_at' },
  { table: 'quiz_attempt_answers', column: 'answered_at' },
  { table: 'study_time_entries', column: 'day' },
  { table: 'course_progress', column: 'started_at' },
] as const

export default class extends BaseSchema {
  async up() {
    for (const { table, column } of RANGE_INDEXES) {
      this.schema.alterTable(table, (builder) => {
        builder.index([column], `${table}_${column}_range_index`)
      })
    }
  }

  async down() {
    for (const { table, column } of RANGE_INDEXES) {
      this.schema.alterTable(table, (builder) => {
        builder.dropIndex([column], `${table}_${column}_range_index`)
      })
    }
  }
}
