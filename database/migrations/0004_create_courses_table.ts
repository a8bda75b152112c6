import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'courses'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 160).notNullable().unique()
      table.string('title', 200).notNullable()
      table.string('subtitle', 300).nullable()
      table.text('description').nullable()
      table.enum('category', ['ai', 'cultivo', 'business', 'science']).notNullable()
      table
        .enum('level', ['beginner', 'intermediate', 'advanced'])
        .notNullable()
        .defaultTo('beginner')
      table.integer('duration_hours').notNullable().defaultTo(0)
      table.string('thumbnail_url', 500).nullable()
      table.string('image_emoji', 16).nullable()
      table.decimal('price', 10, 2).notNullable().defaultTo(0)
      table.boolean('is_published').notNullable().defaultTo(false)
      table.boolean('featured').notNullable().defaultTo(false)
      table.jsonb('tags').notNullable().defaultTo('[]')
      table.jsonb('features').notNullable().defaultTo('[]')
      table.jsonb('objectives').notNullable().defaultTo('[]')
      table.jsonb('learning_path').notNullable().defaultTo('[]')
      table.jsonb('outcomes').notNullable().defaultTo('[]')
      table.string('mentor_name', 120).nullable()
      table.string('mentor_avatar', 500).nullable()
      table.text('mentor_bio').nullable()
      table.string('mentor_experience', 200).nullable()
      table.integer('stated_students').notNullable().defaultTo(0)
      table.decimal('stated_rating', 2, 1).notNullable().defaultTo(0)
      table.integer('stated_reviews').notNullable().defaultTo(0)
      /* Which tabs the course page shows and which simulators it runs: data, not code. */
      table
        .jsonb('tabs')
        .notNullable()
        .defaultTo('["conteudo","progresso","mentor","objetivos","avaliacoes"]')
      table.jsonb('simulators').notNullable().defaultTo('[]')
      table.string('preview_video_url', 500).nullable()
      table.boolean('has_certificate').notNullable().defaultTo(true)
      /* Set when an admin deletes a course that learners have progress in. */
      table.timestamp('archived_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['is_published', 'created_at'])
      table.index(['category'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
