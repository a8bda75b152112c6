import type Lesson from '#models/lesson'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A lesson in a select ('Aula' is filtered by the chosen course). */
export default class LessonOptionTransformer extends BaseTransformer<Lesson> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'courseId'])
  }
}
