import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Pacing per course (issue 30): 'free' (any lesson in any order), 'in_order'
 * (a lesson opens once the previous published one is completed) or
 * 'scheduled' (each module opens `release_after_days` days after the member's
 * enrolment). Admin-made Premium courses never had a free preview: the first
 * lesson of each of their modules becomes one, as the course form promises.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('courses', (table) => {
      table.string('pacing', 16).notNullable().defaultTo('free')
      table.check(`pacing in ('free', 'in_order', 'scheduled')`, [], 'courses_pacing_check')
    })
    this.schema.alterTable('course_modules', (table) => {
      table.integer('release_after_days').notNullable().defaultTo(0)
      table.check('release_after_days >= 0', [], 'course_modules_release_after_days_check')
    })
    this.defer(async (db) => {
      // raw SQL: DISTINCT ON picks each module's first lesson in course order
      await db.rawQuery(
        `UPDATE lessons SET is_free_preview = true
         WHERE id IN (
           SELECT DISTINCT ON (l.module_id) l.id FROM lessons l
           JOIN courses c ON c.id = l.course_id
           WHERE c.price > 0 AND l.module_id IS NOT NULL
             AND NOT EXISTS (
               SELECT 1 FROM lessons open WHERE open.course_id = c.id AND open.is_free_preview
             )
           ORDER BY l.module_id, l.order_index, l.id
         )`
      )
    })
  }

  async down() {
    this.schema.alterTable('course_modules', (table) => {
      table.dropChecks(['course_modules_release_after_days_check'])
      table.dropColumn('release_after_days')
    })
    this.schema.alterTable('courses', (table) => {
      table.dropChecks(['courses_pacing_check'])
      table.dropColumn('pacing')
    })
  }
}
