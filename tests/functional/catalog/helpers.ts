import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Course from '#models/course'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import CourseProgress from '#models/course_progress'
import LessonProgress from '#models/lesson_progress'
import type User from '#models/user'
import AdminUser from '#models/admin_user'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'

/**
 * A course with modules of the given sizes; lessons are numbered in order and
 * titled 'Aula N', each a video of `lessonSeconds` (default 10 min).
 * `draftLessons` marks the last N lessons as unpublished.
 */
export async function createCourse(
  attributes: Partial<Course> = {},
  options: {
    modules?: number[]
    draftLessons?: number
    lessonTitles?: string[]
    lessonSeconds?: number
  } = {}
) {
  const course = await CourseFactory.merge(attributes).create()
  const sizes = options.modules ?? [2]
  const total = sizes.reduce((sum, size) => sum + size, 0)
  const draftFrom = total - (options.draftLessons ?? 0)
  const lessons: Lesson[] = []
  let order = 0
  for (const [moduleIndex, size] of sizes.entries()) {
    const module = await CourseModule.create({
      courseId: course.id,
      title: `Módulo ${moduleIndex + 1}`,
      orderIndex: moduleIndex + 1,
    })
    for (let i = 0; i < size; i++) {
      order += 1
      lessons.push(
        await Lesson.create({
          courseId: course.id,
          moduleId: module.id,
          title: options.lessonTitles?.[order - 1] ?? `Aula ${order}`,
          lessonType: 'video',
          mediaSeconds: options.lessonSeconds ?? 600,
          objectives: [],
          orderIndex: order,
          isPublished: order <= draftFrom,
          isFreePreview: false,
        })
      )
    }
  }
  return { course, lessons }
}

/**
 * The same course as createCourse, its modules and lessons written in two
 * multi-row inserts: for courses of thousands of lessons (the 10× page tests).
 */
export async function createLargeCourse(
  attributes: Partial<Course> = {},
  options: { modules: number[]; draftLessons?: number }
) {
  const course = await CourseFactory.merge(attributes).create()
  const now = new Date()
  const modules: Array<{ id: number }> = await db
    .table('course_modules')
    .multiInsert(
      options.modules.map((_, index) => ({
        course_id: course.id,
        title: `Módulo ${index + 1}`,
        order_index: index + 1,
        created_at: now,
      }))
    )
    .returning('id')
  const total = options.modules.reduce((sum, size) => sum + size, 0)
  const draftFrom = total - (options.draftLessons ?? 0)
  const rows = []
  let order = 0
  for (const [index, size] of options.modules.entries()) {
    for (let i = 0; i < size; i++) {
      order += 1
      rows.push({
        course_id: course.id,
        module_id: modules[index].id,
        title: `Aula ${order}`,
        lesson_type: 'video',
        /* Raw rows skip the model's hook: the length is written as it would set it. */
        media_seconds: 600,
        duration_seconds: 600,
        objectives: JSON.stringify([]),
        order_index: order,
        is_published: order <= draftFrom,
        is_free_preview: false,
        created_at: now,
      })
    }
  }
  await db.table('lessons').multiInsert(rows)
  const lessons = await Lesson.query().where('course_id', course.id).orderBy('order_index')
  return { course, lessons }
}

export function createLearner() {
  return UserFactory.create()
}

export async function createAdmin() {
  const user = await UserFactory.create()
  await AdminUser.create({ userId: user.id, role: 'admin' })
  return user
}

/** The learner started the course and completed the given lessons. */
export async function completeLessons(user: User, course: Course, lessons: Lesson[]) {
  const now = DateTime.now()
  await CourseProgress.create({
    userId: user.id,
    courseId: course.id,
    startedAt: now,
    lastAccessedAt: now,
  })
  for (const lesson of lessons) {
    await LessonProgress.create({
      userId: user.id,
      lessonId: lesson.id,
      completedAt: now,
      lastPositionSeconds: 0,
      secondsStudied: 60,
    })
  }
}
