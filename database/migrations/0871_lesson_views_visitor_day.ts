import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Anonymous lesson views counted once per visitor, lesson and São Paulo day
 * (issue 28): a visitor's repeated requests no longer add a row each.
 * `visitor_key` is a keyed hash of the visitor's address and browser that
 * changes every day (never the address itself); members' views keep one row
 * per visit. Rows written before this migration have no key and stay as they are.
 */
export default class extends BaseSchema {
  protected tableName = 'lesson_views'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('visitor_key', 64).nullable()
      table.date('view_day').nullable()
    })
    // raw SQL: a partial unique index (only keyed visitor rows) has no schema builder call
    this.schema.raw(
      `CREATE UNIQUE INDEX lesson_views_visitor_day_unique
         ON lesson_views (lesson_id, visitor_key, view_day)
         WHERE visitor_key IS NOT NULL`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS lesson_views_visitor_day_unique')
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('visitor_key')
      table.dropColumn('view_day')
    })
  }
}
