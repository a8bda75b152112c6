import { BaseSchema } from '@adonisjs/lucid/schema'

/** A learner's personal notes on a lesson ('Sobre a Aula' tab), one per learner and lesson. */
export default class extends BaseSchema {
  protected tableName = 'lesson_notes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('lesson_id')
        .unsigned()
        .notNullable()
        .references('lessons.id')
        .onDelete('CASCADE')
      table.text('body').notNullable().defaultTo('')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id', 'lesson_id'])
      table.index(['lesson_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
