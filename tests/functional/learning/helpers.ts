import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import type { ApiClient } from '@japa/api-client'
import type Lesson from '#models/lesson'
import type User from '#models/user'
import type { LessonType } from '#domain/catalog/catalog'
import { letTimePass } from '#tests/helpers/earned_progress'

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

/**
 * What a learner does on a reading lesson before 'Marcar como Concluída':
 * time on the page, reported by its study timer (the factory's short text
 * needs 2 s; a report counts at most the time since the previous one, plus 5 s).
 */
export function readFor(client: ApiClient, user: User, lesson: Lesson, seconds = 5) {
  return client.post(`/aulas/${lesson.id}/estudo`).json({ seconds }).withCsrfToken().loginAs(user)
}

/**
 * A learner playing a media lesson to the end at normal speed: the player's
 * reports every 10 s of playback, each with the stretch it played (the clock
 * is moved, never slept on). Ends with the answer to the last report.
 */
export async function playThrough(client: ApiClient, user: User, lesson: Lesson) {
  const report = (body: { seconds: number; ranges?: [number, number][] }) =>
    client.post(`/aulas/${lesson.id}/posicao`).json(body).withCsrfToken().loginAs(user)
  let answer = await report({ seconds: 0 })
  for (let from = 0; from < lesson.durationSeconds; from += 10) {
    await letTimePass(user.id, 10)
    const to = Math.min(from + 10, lesson.durationSeconds)
    answer = await report({ seconds: to, ranges: [[from, to]] })
  }
  return answer
}
