import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The community forum: discussions, replies, likes, bookmarks, daily views
 * and reports.
 *
 * Counters (replies, likes, views) live on the rows so lists never count;
 * the services change them in the same statement that inserts or deletes the
 * row they count, so two tabs liking at once never leave them off by one.
 *
 * Search: each discussion keeps a tsvector (`portuguese` over unaccented
 * text: title A, tags B, body C), written by a trigger whatever code saves it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('forum_discussions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('category', 20).notNullable()
      table.string('title', 150).notNullable()
      table.text('body').notNullable()
      table.jsonb('tags').notNullable().defaultTo('[]')
      table.boolean('is_pinned').notNullable().defaultTo(false)
      table.boolean('is_locked').notNullable().defaultTo(false)
      table.timestamp('hidden_at', { useTz: true }).nullable()
      table.string('hidden_reason', 300).nullable()
      table.integer('accepted_reply_id').unsigned().nullable()
      table.integer('views_count').notNullable().defaultTo(0)
      table.integer('replies_count').notNullable().defaultTo(0)
      table.integer('likes_count').notNullable().defaultTo(0)
      table.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('edited_at', { useTz: true }).nullable()
      table.specificType('search_document', 'tsvector')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id'])
      table.index(['category', 'last_activity_at'])
      table.index(['last_activity_at', 'id'])
      table.index(['likes_count'])
      table.index(['replies_count'])
    })
    this.schema.raw(`
      ALTER TABLE forum_discussions ADD CONSTRAINT forum_discussions_category_check
        CHECK (category IN ('geral', 'cultivo', 'business', 'ciencia', 'ia', 'legal'))
    `)
    this.schema.raw(
      'CREATE INDEX forum_discussions_search_idx ON forum_discussions USING GIN (search_document)'
    )
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION forum_discussions_search_trigger() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        BEGIN
          NEW.search_document :=
            setweight(to_tsvector('portuguese', catalog_unaccent(coalesce(NEW.title, ''))), 'A') ||
            setweight(to_tsvector('portuguese', catalog_unaccent(coalesce(
              CASE WHEN jsonb_typeof(NEW.tags) = 'array'
                THEN (SELECT string_agg(tag, ' ') FROM jsonb_array_elements_text(NEW.tags) AS tag) END,
            ''))), 'B') ||
            setweight(to_tsvector('portuguese', catalog_unaccent(coalesce(NEW.body, ''))), 'C');
          RETURN NEW;
        END
        $$
    `)
    this.schema.raw(`
      CREATE TRIGGER forum_discussions_search_document
        BEFORE INSERT OR UPDATE OF title, body, tags ON forum_discussions
        FOR EACH ROW EXECUTE FUNCTION forum_discussions_search_trigger()
    `)

    this.schema.createTable('forum_replies', (table) => {
      table.increments('id')
      table
        .integer('discussion_id')
        .unsigned()
        .notNullable()
        .references('forum_discussions.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.text('body').notNullable()
      table.integer('likes_count').notNullable().defaultTo(0)
      table.timestamp('hidden_at', { useTz: true }).nullable()
      table.string('hidden_reason', 300).nullable()
      table.timestamp('edited_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['discussion_id', 'created_at', 'id'])
      table.index(['user_id'])
    })
    this.schema.alterTable('forum_discussions', (table) => {
      table.foreign('accepted_reply_id').references('forum_replies.id').onDelete('SET NULL')
    })

    this.schema.createTable('forum_discussion_likes', (table) => {
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('discussion_id')
        .unsigned()
        .notNullable()
        .references('forum_discussions.id')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['user_id', 'discussion_id'])
      table.index(['discussion_id'])
    })

    this.schema.createTable('forum_reply_likes', (table) => {
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('reply_id')
        .unsigned()
        .notNullable()
        .references('forum_replies.id')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['user_id', 'reply_id'])
      table.index(['reply_id'])
    })

    this.schema.createTable('forum_bookmarks', (table) => {
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('discussion_id')
        .unsigned()
        .notNullable()
        .references('forum_discussions.id')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['user_id', 'discussion_id'])
      table.index(['discussion_id'])
    })

    /* One view per member per discussion per day (São Paulo calendar). */
    this.schema.createTable('forum_discussion_views', (table) => {
      table
        .integer('discussion_id')
        .unsigned()
        .notNullable()
        .references('forum_discussions.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.date('viewed_on').notNullable()
      table.primary(['discussion_id', 'user_id', 'viewed_on'])
    })

    this.schema.createTable('forum_reports', (table) => {
      table.increments('id')
      table
        .integer('reporter_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table
        .integer('discussion_id')
        .unsigned()
        .notNullable()
        .references('forum_discussions.id')
        .onDelete('CASCADE')
      /* Null when the discussion itself is reported. */
      table
        .integer('reply_id')
        .unsigned()
        .nullable()
        .references('forum_replies.id')
        .onDelete('CASCADE')
      table.string('reason', 500).notNullable()
      table.string('status', 12).notNullable().defaultTo('open')
      table.integer('resolved_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('resolved_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['status', 'created_at'])
    })
    this.schema.raw(`
      ALTER TABLE forum_reports ADD CONSTRAINT forum_reports_status_check
        CHECK (status IN ('open', 'resolved', 'dismissed'))
    `)
    /* A member reports a post once while the report is open. */
    this.schema.raw(`
      CREATE UNIQUE INDEX forum_reports_open_once ON forum_reports
        (reporter_id, discussion_id, coalesce(reply_id, 0)) WHERE status = 'open'
    `)
  }

  async down() {
    this.schema.dropTable('forum_reports')
    this.schema.dropTable('forum_discussion_views')
    this.schema.dropTable('forum_bookmarks')
    this.schema.dropTable('forum_reply_likes')
    this.schema.dropTable('forum_discussion_likes')
    this.schema.raw(
      'ALTER TABLE forum_discussions DROP CONSTRAINT IF EXISTS forum_discussions_accepted_reply_id_foreign'
    )
    this.schema.dropTable('forum_replies')
    this.schema.dropTable('forum_discussions')
    this.schema.raw('DROP FUNCTION IF EXISTS forum_discussions_search_trigger()')
  }
}
