import type Lesson from '#models/lesson'
import { AppTransformer } from '#transformers/cheap_transform'

/** A lesson in the admin course page (list, 'Nova Aula' / edit dialog). */
export default class LessonTransformer extends AppTransformer<Lesson> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'courseId',
        'moduleId',
        'title',
        'description',
        'content',
        'videoUrl',
        'durationSeconds',
        'mediaSeconds',
        'lessonType',
        'simulator',
        'orderIndex',
        'isPublished',
        'isFreePreview',
      ]),
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
