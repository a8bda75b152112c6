import { BaseSchema } from '@adonisjs/lucid/schema'

/** unaccent powers accent-insensitive catalogue search ('canabinoide' finds 'canabinóide'). */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS unaccent')
  }

  async down() {
    this.schema.raw('DROP EXTENSION IF EXISTS unaccent')
  }
}
