import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The minutes typed for each lesson (issue 26) are gone: a lesson lasts what
 * its media, its words or its quiz's time limit say (lessons.duration_seconds,
 * #domain/lesson_duration). Migrations 0810 and 0820 read them one last time.
 */
export default class extends BaseSchema {
  protected tableName = 'lessons'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('duration_minutes')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('duration_minutes').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.rawQuery('UPDATE lessons SET duration_minutes = round(duration_seconds / 60.0)')
    })
  }
}
