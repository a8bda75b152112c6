import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LessonProgress from '#models/lesson_progress'
import CourseProgress from '#models/course_progress'
import UserAchievement from '#models/user_achievement'
import ProgressService from '#services/learning/progress_service'
import { courseWithLessons, learner, readFor } from './helpers.js'

test.group('Lesson completion', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('completing a lesson twice counts once and updates the course percent', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(3)
    const user = await learner()

    await readFor(client, user, lessons[0])
    const first = await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    first.assertStatus(302)
    const { completedAt } = await LessonProgress.findByOrFail({
      userId: user.id,
      lessonId: lessons[0].id,
    })

    /* Already completed: a second click changes nothing. */
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)

    const rows = await LessonProgress.query().where({ userId: user.id })
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].completedAt!.toMillis(), completedAt!.toMillis())
    const summary = await new ProgressService().summaryFor(user.id, course.id)
    assert.equal(summary.completedLessons, 1)
    assert.equal(summary.percent, 33)

    const page = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.isTrue(page.inertiaProps.page.progress.completed)
    assert.equal(page.inertiaProps.page.progress.coursePercent, 33)
  })

  test('the learner can undo a completion', async ({ client, assert }) => {
    const { course, lessons } = await courseWithLessons(2)
    const user = await learner()
    await readFor(client, user, lessons[0])
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)

    const response = await client
      .delete(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)

    response.assertStatus(302)
    const page = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.isFalse(page.inertiaProps.page.progress.completed)
    assert.equal(page.inertiaProps.page.progress.coursePercent, 0)
  })

  test('the course is completed when the percent reaches 100, and reopened by an undo', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(2)
    const user = await learner()
    for (const lesson of lessons) {
      await readFor(client, user, lesson)
      await client.post(`/aulas/${lesson.id}/conclusao`).withCsrfToken().loginAs(user).redirects(0)
    }
    const done = await CourseProgress.findByOrFail({ userId: user.id, courseId: course.id })
    assert.isNotNull(done.completedAt)

    await client
      .delete(`/aulas/${lessons[1].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    await done.refresh()
    assert.isNull(done.completedAt)
  })

  test("'Continuar' goes to the first incomplete lesson, or lesson 1 when all are complete", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(3)
    const user = await learner()
    const progress = new ProgressService()
    await readFor(client, user, lessons[0])
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    await readFor(client, user, lessons[2])
    await client
      .post(`/aulas/${lessons[2].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    const partly = await progress.summaryFor(user.id, course.id)
    assert.equal(partly.continuePosition, 2)

    await readFor(client, user, lessons[1])
    await client
      .post(`/aulas/${lessons[1].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    const all = await progress.summaryFor(user.id, course.id)
    assert.equal(all.continuePosition, 1)
  })

  test('the first completed lesson earns the "Primeiro Passo" achievement and says so', async ({
    client,
    assert,
  }) => {
    const { lessons } = await courseWithLessons(2)
    const user = await learner()

    await readFor(client, user, lessons[0])
    const response = await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)

    const earned = await UserAchievement.query().where('user_id', user.id).preload('achievement')
    assert.deepEqual(
      earned.map((row) => row.achievement.key),
      ['first_lesson']
    )
    const toast = response.flashMessages().toast as { title: string; description: string }
    assert.equal(toast.title, 'Aula concluída!')
    assert.include(toast.description, 'Primeiro Passo')
  })

  test('a visitor cannot complete a lesson; a draft lesson cannot be completed', async ({
    client,
    assert,
  }) => {
    const { lessons, course } = await courseWithLessons(1)
    const visitor = await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .redirects(0)
    visitor.assertStatus(302)
    visitor.assertHeader('location', '/auth')

    const draft = await course.related('lessons').query().where('is_published', false).firstOrFail()
    const user = await learner()
    const response = await client
      .post(`/aulas/${draft.id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(404)
    assert.lengthOf(await LessonProgress.query().where('user_id', user.id), 0)
  })
})
