import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import type Lesson from '#models/lesson'
import type { LessonType } from '#domain/catalog'

/**
 * A published course with `count` published lessons (order 1…count) plus a
 * draft in the middle that learners never see.
 */
export async function courseWithLessons(count: number, types: LessonType[] = []) {
  const course = await CourseFactory.create()
  const lessons: Lesson[] = []
  for (let index = 0; index < count; index++) {
    lessons.push(
      await LessonFactory.merge({
        courseId: course.id,
        orderIndex: (index + 1) * 10,
        title: `Aula ${index + 1}`,
        lessonType: types[index] ?? 'text',
        durationMinutes: 10,
      }).create()
    )
  }
  await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 15,
    title: 'Rascunho',
    isPublished: false,
  }).create()
  return { course, lessons }
}

/**
 * A verified learner with the Plano Premium: these tests are about learning
 * with full access; what a learner without premium sees is tested in
 * tests/functional/subscription/lesson_gating.spec.ts.
 */
export function learner() {
  return premiumLearner()
}
