import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import { moveInOrder, type MoveDirection } from '#services/admin/ordering'

export type ModuleInput = { title: string; description?: string | null }

/** Modules group a course's lessons: create (appended), rename, reorder, delete (lessons stay, unassigned). */
export default class ModuleAdminService {
  async create(course: Course, input: ModuleInput) {
    return db.transaction(async (trx) => {
      await Course.query({ client: trx }).where('id', course.id).forUpdate().firstOrFail()
      const row = await trx
        .from('course_modules')
        .where('course_id', course.id)
        .max('order_index as max')
        .first()
      const orderIndex = (row?.max === null || row?.max === undefined ? 0 : Number(row.max)) + 1
      return CourseModule.create(
        {
          courseId: course.id,
          title: input.title,
          description: input.description ?? null,
          orderIndex,
        },
        { client: trx }
      )
    })
  }

  async update(module: CourseModule, input: ModuleInput) {
    module.merge({ title: input.title, description: input.description ?? null })
    await module.save()
    return module
  }

  async move(module: CourseModule, direction: MoveDirection) {
    await db.transaction(async (trx) => {
      const modules = await CourseModule.query({ client: trx })
        .where('course_id', module.courseId)
        .orderBy('order_index')
        .orderBy('id')
        .forUpdate()
      const order = moveInOrder(
        modules.map((item) => item.id),
        module.id,
        direction
      )
      for (const [index, id] of order.entries()) {
        await trx
          .from('course_modules')
          .where('id', id)
          .whereNot('order_index', index + 1)
          .update({ order_index: index + 1 })
      }
    })
  }

  /** Its lessons stay in the course without a module (lessons.module_id is SET NULL). */
  async remove(module: CourseModule) {
    await module.delete()
  }
}
