import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A course's students, rating and reviews are counted from course_progress
 * and course_reviews only (issue 16): the marketing figures the prototype
 * gave each course (stated_students, stated_rating, stated_reviews) were
 * added on top and contradicted what a learner could count, so they go.
 */
export default class extends BaseSchema {
  protected tableName = 'courses'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('stated_students')
      table.dropColumn('stated_rating')
      table.dropColumn('stated_reviews')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('stated_students').notNullable().defaultTo(0)
      table.decimal('stated_rating', 2, 1).notNullable().defaultTo(0)
      table.integer('stated_reviews').notNullable().defaultTo(0)
    })
  }
}
