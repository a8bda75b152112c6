import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The mentor's daily limit counted atomically (issue 28): a question being
 * answered holds a slot, taken under a lock on the member, so parallel
 * questions at the limit cannot all pass the count. The slot goes when the
 * question is stored with its answer, or when the answer fails.
 */
export default class extends BaseSchema {
  protected tableName = 'mentor_question_slots'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
