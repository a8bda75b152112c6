import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'course_reviews'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      /* Null for the catalogue's seeded reviews; a member's review survives as anonymous. */
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('author_name', 160).notNullable()
      table.smallint('rating').notNullable()
      table.text('comment').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['course_id', 'user_id'])
      table.index(['course_id', 'created_at'])
      table.index(['user_id'])
    })
    this.schema.raw(
      'ALTER TABLE course_reviews ADD CONSTRAINT course_reviews_rating_range CHECK (rating BETWEEN 1 AND 5)'
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
