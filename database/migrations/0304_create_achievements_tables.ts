import { BaseSchema } from '@adonisjs/lucid/schema'

/** Achievements a learner can earn and the ones each learner earned (with earned_at). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('achievements', (table) => {
      table.increments('id')
      table.string('key', 60).notNullable().unique()
      table.string('title', 120).notNullable()
      table.string('description', 300).notNullable()
      table.string('icon', 16).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.createTable('user_achievements', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('achievement_id')
        .unsigned()
        .notNullable()
        .references('achievements.id')
        .onDelete('CASCADE')
      table.timestamp('earned_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'achievement_id'])
      table.index(['user_id', 'earned_at'])
    })
  }

  async down() {
    this.schema.dropTable('user_achievements')
    this.schema.dropTable('achievements')
  }
}
