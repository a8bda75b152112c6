import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'profiles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /* A profile is part of its user: it goes when the account is deleted. */
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('users.id')
        .onDelete('CASCADE')
      table.string('full_name', 160).nullable()
      table.string('specialty', 120).nullable()
      table.string('location', 120).nullable()
      table.integer('years_experience').nullable()
      table.text('bio').nullable()
      table.string('linkedin_url', 500).nullable()
      table.string('website_url', 500).nullable()
      table.string('avatar_url', 500).nullable()
      table.enum('role', ['student', 'instructor', 'admin']).notNullable().defaultTo('student')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['role'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
