import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * lesson_progress.watched_seconds holds the seconds really played to the
 * hundredth (the length of watched_ranges), not rounded to a whole second: a
 * 7.5 s video played in full from its first tick at 0.02 s is 7.49 s, which
 * rounded to 7 s read as 87 % of its 8 s (the media's length, rounded) and
 * could not complete. Rows already written are recomputed from their ranges.
 */
export default class extends BaseSchema {
  protected tableName = 'lesson_progress'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.double('watched_seconds').notNullable().defaultTo(0).alter()
    })
    // raw SQL: the sum over each row's JSON ranges has no query builder form
    this.schema.raw(
      `UPDATE lesson_progress lp
          SET watched_seconds = round(ranges.total::numeric, 2)
         FROM (SELECT p.id, sum((r ->> 1)::float8 - (r ->> 0)::float8) AS total
                 FROM lesson_progress p, jsonb_array_elements(p.watched_ranges::jsonb) r
                GROUP BY p.id) ranges
        WHERE lp.id = ranges.id`
    )
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('watched_seconds').notNullable().defaultTo(0).alter()
    })
  }
}
