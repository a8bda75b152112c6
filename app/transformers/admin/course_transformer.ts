import type Course from '#models/course'
import { AppTransformer } from '#transformers/cheap_transform'
import { isFreeCourse } from '#domain/catalog/catalog'

/** A course as the admin detail page and the edit form see it. */
export default class CourseTransformer extends AppTransformer<Course> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'slug',
        'title',
        'description',
        'level',
        'category',
        'durationSeconds',
        'thumbnailUrl',
        'previewVideoUrl',
        'price',
        'simulators',
        'isPublished',
        'pacing',
      ]),
      /* Included in the subscription (price above 0); a free course is open to every learner. */
      premium: !isFreeCourse(this.resource),
      archived: this.resource.archivedAt !== null,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
