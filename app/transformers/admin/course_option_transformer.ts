import type Course from '#models/course'
import { AppTransformer } from '#transformers/cheap_transform'

/** A course in a select (materials filters and dialogs). */
export default class CourseOptionTransformer extends AppTransformer<Course> {
  toObject() {
    return this.pick(this.resource, ['id', 'title'])
  }
}
