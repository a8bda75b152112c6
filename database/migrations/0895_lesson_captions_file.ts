import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Captions an admin uploads for a lesson's own video (issue 30): the file
 * lives next to the video (captionsKeyFor) and its words in captions_text
 * (0730); the lesson keeps the uploaded file's name and how many cues it has,
 * so the admin dialog can say what is there without reading the bucket.
 */
export default class extends BaseSchema {
  protected tableName = 'lessons'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('captions_file_name', 255).nullable()
      table.integer('captions_cue_count').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('captions_cue_count')
      table.dropColumn('captions_file_name')
    })
  }
}
