import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import { moveInOrder, type MoveDirection } from '#services/admin/ordering'
import ActivityService from '#services/admin/activity_service'
import { forgetContent } from '#services/platform/content_cache'
import { CATALOG, courseTag } from '#domain/platform/content_tags'

export type ModuleInput = {
  title: string
  description?: string | null
  /** 'Liberar após (dias)' of a scheduled course; absent: unchanged (0 for a new module) */
  releaseAfterDays?: number
}

/** Modules group a course's lessons: create (appended), rename, reorder, delete (lessons stay, unassigned). */
@inject()
export default class ModuleAdminService {
  constructor(private activity: ActivityService) {}

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
          releaseAfterDays: input.releaseAfterDays ?? 0,
          orderIndex,
        },
        { client: trx }
      )
    })
  }

  /** Saving the module forgets the cached course pages (content_cache's model writes). */
  async update(module: CourseModule, input: ModuleInput, actorId: number) {
    const days = input.releaseAfterDays ?? module.releaseAfterDays
    const changedDays = days !== module.releaseAfterDays
    module.merge({
      title: input.title,
      /* The rename form sends only the title: a description not sent stays. */
      ...(input.description === undefined ? {} : { description: input.description ?? null }),
      releaseAfterDays: days,
    })
    await module.save()
    await this.activity.record(
      actorId,
      'module_updated',
      module.title,
      changedDays ? releaseText(days) : null
    )
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
      /* Written with the query builder (no model hook): the course outline keeps the old order. */
      await forgetContent([CATALOG, courseTag(module.courseId)], trx)
    })
  }

  /** Its lessons stay in the course without a module (lessons.module_id is SET NULL). */
  async remove(module: CourseModule) {
    await module.delete()
  }
}

/** The activity log's wording of a module's delay. */
function releaseText(days: number) {
  if (days === 0) return 'liberado na matrícula'
  return days === 1 ? 'liberado 1 dia após a matrícula' : `liberado ${days} dias após a matrícula`
}
