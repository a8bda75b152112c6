import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CourseContentModule } from '#services/catalog_course_service'

/** A module of the Conteúdo tab with its lessons, positions and the learner's marks. */
export default class CourseContentTransformer extends BaseTransformer<CourseContentModule> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'title',
        'description',
        'durationMinutes',
        'lessonCount',
        'completedCount',
      ]),
      lessons: this.resource.lessons.map((lesson) =>
        this.pick(lesson, ['id', 'title', 'type', 'durationMinutes', 'position', 'mark'])
      ),
    }
  }
}
