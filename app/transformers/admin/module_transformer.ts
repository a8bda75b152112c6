import type CourseModule from '#models/course_module'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class ModuleTransformer extends BaseTransformer<CourseModule> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'description', 'orderIndex'])
  }
}
