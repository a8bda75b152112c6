import type Course from '#models/course'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A course in a select (materials filters and dialogs). */
export default class CourseOptionTransformer extends BaseTransformer<Course> {
  toObject() {
    return this.pick(this.resource, ['id', 'title'])
  }
}
