import type Course from '#models/course'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A course as the admin detail page and the edit form see it. */
export default class CourseTransformer extends BaseTransformer<Course> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'slug',
        'title',
        'description',
        'level',
        'category',
        'durationHours',
        'thumbnailUrl',
        'isPublished',
      ]),
      archived: this.resource.archivedAt !== null,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
