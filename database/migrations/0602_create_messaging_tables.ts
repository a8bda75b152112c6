import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Direct messages (conversations of two members, their messages and blocks)
 * and notifications with their per-kind preferences.
 *
 * A conversation stores its pair ordered (user1_id < user2_id) under a unique
 * key, so two members opening each other at the same moment get the same row
 * (insert … on conflict do nothing, then select).
 *
 * A notification groups what happens to one subject while it is unread
 * (`group_key`, e.g. every new message of one conversation): the unique
 * partial index lets a second event raise `count` on the same unread row.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('conversations', (table) => {
      table.increments('id')
      table.integer('user1_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('user2_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user1_id', 'user2_id'])
      table.index(['user1_id', 'updated_at'])
      table.index(['user2_id', 'updated_at'])
    })
    this.schema.raw(
      'ALTER TABLE conversations ADD CONSTRAINT conversations_ordered_pair CHECK (user1_id < user2_id)'
    )

    this.schema.createTable('messages', (table) => {
      table.bigIncrements('id')
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('conversations.id')
        .onDelete('CASCADE')
      table.integer('sender_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.text('content').notNullable()
      table.boolean('is_read').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['conversation_id', 'id'])
    })
    this.schema.raw(
      'CREATE INDEX messages_unread_idx ON messages (conversation_id, sender_id) WHERE is_read = false'
    )

    this.schema.createTable('member_blocks', (table) => {
      table
        .integer('blocker_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table
        .integer('blocked_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['blocker_id', 'blocked_id'])
      table.index(['blocked_id'])
    })

    this.schema.createTable('notifications', (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      /* Events about the same subject while unread become one notification (count). */
      table.string('group_key', 120).notNullable()
      table.integer('actor_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.integer('count').notNullable().defaultTo(1)
      /* What the notification says and where it links (see app/domain/messaging/notifications.ts). */
      table.jsonb('data').notNullable().defaultTo('{}')
      table.timestamp('read_at', { useTz: true }).nullable()
      /* Set when the daily e-mail digest included it: nothing is e-mailed twice. */
      table.timestamp('emailed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'updated_at'])
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX notifications_unread_group ON notifications (user_id, group_key) WHERE read_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX notifications_digest_idx ON notifications (user_id) WHERE emailed_at IS NULL'
    )

    this.schema.createTable('notification_preferences', (table) => {
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      table.boolean('in_app').notNullable().defaultTo(true)
      table.boolean('email').notNullable().defaultTo(false)
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['user_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable('notification_preferences')
    this.schema.dropTable('notifications')
    this.schema.dropTable('member_blocks')
    this.schema.dropTable('messages')
    this.schema.dropTable('conversations')
  }
}
