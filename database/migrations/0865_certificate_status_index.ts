import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Revocation inside the credential (issue 28): each certificate gets its
 * place in the W3C Bitstring Status List (docs/certificates.md), taken from
 * a sequence so concurrent issues never share one. Existing certificates
 * get theirs in issue order; new rows take the next by default.
 */
export default class extends BaseSchema {
  async up() {
    // raw SQL: a sequence starting at 0 (the first bit of the list) has no schema builder call
    this.schema.raw('CREATE SEQUENCE certificate_status_index_seq MINVALUE 0 START 0')
    this.schema.alterTable('certificates', (table) => {
      table.integer('status_index').nullable().unique()
    })
    this.defer(async (db) => {
      // raw SQL: numbers the existing certificates in issue order from the sequence
      await db.rawQuery(
        `UPDATE certificates c SET status_index = n.next
         FROM (
           SELECT id, nextval('certificate_status_index_seq') AS next
           FROM (SELECT id FROM certificates ORDER BY issued_at, id) ordered
         ) n
         WHERE n.id = c.id`
      )
      // raw SQL: the column default is the sequence, so every insert takes the next place
      await db.rawQuery(
        `ALTER TABLE certificates
           ALTER COLUMN status_index SET DEFAULT nextval('certificate_status_index_seq'),
           ALTER COLUMN status_index SET NOT NULL`
      )
      // raw SQL: dropping the table drops the sequence with it
      await db.rawQuery(
        'ALTER SEQUENCE certificate_status_index_seq OWNED BY certificates.status_index'
      )
    })
  }

  async down() {
    this.schema.alterTable('certificates', (table) => {
      table.dropColumn('status_index')
    })
    this.schema.raw('DROP SEQUENCE IF EXISTS certificate_status_index_seq')
  }
}
