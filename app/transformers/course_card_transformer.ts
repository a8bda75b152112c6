import type Course from '#models/course'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A course as a card (landing highlights, catalogue grid). */
export default class CourseCardTransformer extends BaseTransformer<Course> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'slug',
      'title',
      'subtitle',
      'description',
      'category',
      'level',
      'durationHours',
      'imageEmoji',
      'thumbnailUrl',
      'price',
      'statedStudents',
      'statedRating',
      'mentorName',
    ])
  }
}
