import type CourseModule from '#models/course_module'
import { AppTransformer } from '#transformers/cheap_transform'

export default class ModuleTransformer extends AppTransformer<CourseModule> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'title',
      'description',
      'orderIndex',
      'releaseAfterDays',
    ])
  }
}
