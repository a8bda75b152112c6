import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * lesson_progress.playback_rate: the speed the learner last chose on the
 * lesson's player, kept with the position (null = 1×).
 * lessons.captions_text: the words of the lesson video's WebVTT captions,
 * stored when the captions are attached, so the searches can read them.
 * courses.preview_captions_url: WebVTT captions of the course's preview video.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('lesson_progress', (table) => {
      table.decimal('playback_rate', 3, 2).nullable()
    })
    this.schema.alterTable('lessons', (table) => {
      table.text('captions_text').nullable()
    })
    this.schema.alterTable('courses', (table) => {
      table.text('preview_captions_url').nullable()
    })
  }

  async down() {
    this.schema.alterTable('courses', (table) => {
      table.dropColumn('preview_captions_url')
    })
    this.schema.alterTable('lessons', (table) => {
      table.dropColumn('captions_text')
    })
    this.schema.alterTable('lesson_progress', (table) => {
      table.dropColumn('playback_rate')
    })
  }
}
