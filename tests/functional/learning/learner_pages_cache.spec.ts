import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { premiumLearner } from '#tests/helpers/premium'
import { completeLessons, createCourse } from '#tests/functional/catalog/helpers'
import { adminWrite, moveLessonAs, personWithRole } from '#tests/functional/admin/_helpers'

/*
| The dashboard and /analytics take the catalogue (the listed courses and
| their lessons, the same for every member) from a remembered copy
| (#services/learning/listed_catalogue) and read only the member's own rows:
| an admin's change shows on the next visit, and one member's progress never
| shows on another's page.
*/
type DashboardCourse = {
  title: string
  totalLessons: number
  completedLessons: number
  nextLesson: { position: number; title: string } | null
}
type AnalyticsCourse = { title: string; totalLessons: number; completedLessons: number }

async function dashboardCourses(client: any, member: User): Promise<DashboardCourse[]> {
  const response = await client.get('/dashboard').loginAs(member).withInertia()
  response.assertStatus(200)
  return response.inertiaProps.dashboard.inProgress
}

async function analyticsCourses(client: any, member: User): Promise<AnalyticsCourse[]> {
  const response = await client.get('/analytics').loginAs(member).withInertia()
  response.assertStatus(200)
  return response.inertiaProps.analytics.progress.courses
}

test.group('Learner pages: the remembered catalogue follows every change', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("an admin's lesson move and unpublishing show on the dashboard and /analytics already remembered", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse(
      {},
      { modules: [4], lessonTitles: ['Aula A', 'Aula B', 'Aula C', 'Aula D'] }
    )
    const learner = await premiumLearner()
    await completeLessons(learner, course, lessons.slice(0, 1))
    const editor = await personWithRole('editor')

    const [before] = await dashboardCourses(client, learner)
    assert.include(before, { title: course.title, totalLessons: 4, completedLessons: 1 })
    assert.deepInclude(before.nextLesson, { position: 2, title: 'Aula B' })
    const [analyticsBefore] = await analyticsCourses(client, learner)
    assert.include(analyticsBefore, { totalLessons: 4, completedLessons: 1 })

    assert.oneOf(await moveLessonAs(client, editor, lessons[2].id, 'up'), [302, 303])
    const [afterMove] = await dashboardCourses(client, learner)
    assert.deepInclude(afterMove.nextLesson, { position: 2, title: 'Aula C' })

    const unpublished = await adminWrite(
      client,
      editor,
      'patch',
      `/admin/aulas/${lessons[3].id}/publicacao`
    )
    assert.oneOf(unpublished.status(), [302, 303])
    const [afterUnpublish] = await dashboardCourses(client, learner)
    assert.include(afterUnpublish, { totalLessons: 3, completedLessons: 1 })
    const [analyticsAfter] = await analyticsCourses(client, learner)
    assert.include(analyticsAfter, { totalLessons: 3, completedLessons: 1 })
  })

  test("one member's progress never shows on another member's dashboard or /analytics", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [4] })
    const [ana, bruno] = [await premiumLearner(), await premiumLearner()]
    await completeLessons(ana, course, lessons.slice(0, 3))
    await completeLessons(bruno, course, [])

    const [anaCourse] = await dashboardCourses(client, ana)
    assert.include(anaCourse, { completedLessons: 3, totalLessons: 4 })
    const [brunoCourse] = await dashboardCourses(client, bruno)
    assert.include(brunoCourse, { completedLessons: 0, totalLessons: 4 })
    assert.deepInclude(brunoCourse.nextLesson, { position: 1 })
    const [brunoAnalytics] = await analyticsCourses(client, bruno)
    assert.include(brunoAnalytics, { completedLessons: 0, totalLessons: 4 })
    const [anaAnalytics] = await analyticsCourses(client, ana)
    assert.include(anaAnalytics, { completedLessons: 3, totalLessons: 4 })
  })
})
