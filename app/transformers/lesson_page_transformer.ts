import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LessonPageData } from '#services/lesson_page_service'

/** The lesson page (`lessons/show`): header, body by lesson type, progress and notes. */
export default class LessonPageTransformer extends BaseTransformer<LessonPageData> {
  toObject() {
    return this.pick(this.resource, [
      'course',
      'lesson',
      'navigation',
      'access',
      'body',
      'materials',
      'progress',
      'note',
    ])
  }
}
