import type CourseMaterial from '#models/course_material'
import { AppTransformer } from '#transformers/cheap_transform'
import { materialHref } from '#services/platform/protected_media'

/** A material row. Preload `course` and `lesson` (id, title) for their titles. */
export default class MaterialTransformer extends AppTransformer<CourseMaterial> {
  toObject() {
    const course = this.resource.$preloaded.course ? this.resource.course : null
    const lesson = this.resource.$preloaded.lesson ? this.resource.lesson : null
    return {
      ...this.pick(this.resource, [
        'id',
        'title',
        'fileType',
        'fileUrl',
        'storageKey',
        'fileSizeBytes',
        'courseId',
        'lessonId',
      ]),
      /* 'Abrir': stored files through the authorized route (staff pass), links as they are. */
      openUrl: materialHref(this.resource),
      courseTitle: course?.title ?? null,
      lessonTitle: lesson?.title ?? null,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
