import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import Profile from '#models/profile'
import LessonProgress from '#models/lesson_progress'
import CourseProgress from '#models/course_progress'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import QuizAttempt from '#models/quiz_attempt'
import { confirmedAt, locationOf } from '../../accounts/support.js'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

async function memberWithProfile(fullName = 'Lia Campos', profile: Partial<Profile> = {}) {
  const user = await UserFactory.merge({ fullName, ...confirmedAt() }).create()
  await Profile.create({ userId: user.id, fullName, role: 'student', ...profile })
  return user
}

async function completeLessons(user: User, lessonIds: number[], at = DateTime.now()) {
  for (const [index, lessonId] of lessonIds.entries()) {
    await LessonProgress.create({
      userId: user.id,
      lessonId,
      completedAt: at.minus({ minutes: lessonIds.length - index }),
      lastPositionSeconds: 0,
      secondsStudied: 60,
    })
  }
}

test.group('Profile pages', (group) => {
  /* What a member's page shows, read in its HTML: rendered on the server for the test (members' pages render in the browser). */
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/perfil needs a session', async ({ client, assert }) => {
    const response = await client.get('/perfil').redirects(0)
    assert.match(locationOf(response) ?? '', /^\/auth/)
  })

  test('/perfil shows the member their own profile, editable', async ({ client, assert }) => {
    const user = await memberWithProfile('Lia Campos', {
      specialty: 'Cultivo indoor',
      bio: 'Agrônoma.',
      location: 'Curitiba, PR',
      yearsExperience: 4,
      linkedinUrl: 'https://www.linkedin.com/in/lia',
      websiteUrl: 'https://lia.dev.br',
    })
    const response = await client.get('/perfil').loginAs(user).withInertia()

    response.assertInertiaComponent('profiles/show')
    const props = response.inertiaProps
    assert.isTrue(props.isOwn)
    assert.deepInclude(props.member, {
      userId: user.id,
      fullName: 'Lia Campos',
      initials: 'LC',
      specialty: 'Cultivo indoor',
      bio: 'Agrônoma.',
      location: 'Curitiba, PR',
      yearsExperience: 4,
      linkedinUrl: 'https://www.linkedin.com/in/lia',
      websiteUrl: 'https://lia.dev.br',
    })
    assert.deepInclude(props.form, {
      fullName: 'Lia Campos',
      specialty: 'Cultivo indoor',
      yearsExperience: 4,
    })
  })

  test("another member's profile is read-only and never exposes their e-mail", async ({
    client,
    assert,
  }) => {
    const viewer = await memberWithProfile('Viewer Silva')
    const other = await memberWithProfile('Marcos Teixeira', { specialty: 'Farmacologia' })

    const response = await client.get(`/perfil/${other.id}`).loginAs(viewer).withInertia()

    response.assertInertiaComponent('profiles/show')
    assert.isFalse(response.inertiaProps.isOwn)
    assert.isNull(response.inertiaProps.form)
    assert.equal(response.inertiaProps.member.fullName, 'Marcos Teixeira')
    assert.notInclude(JSON.stringify(response.inertiaProps.member), other.email)
  })

  test('/perfil/{own id} is the own, editable profile', async ({ client, assert }) => {
    const user = await memberWithProfile()
    const response = await client.get(`/perfil/${user.id}`).loginAs(user).withInertia()
    assert.isTrue(response.inertiaProps.isOwn)
    assert.isNotNull(response.inertiaProps.form)
  })

  test('an unknown id is the 404 page, not a crash', async ({ client }) => {
    const user = await memberWithProfile()
    for (const path of ['/perfil/987654', '/perfil/99999999999', '/perfil/abc']) {
      const response = await client.get(path).loginAs(user)
      response.assertStatus(404)
      response.assertTextIncludes('Página não encontrada')
    }
  })

  test('a member without a stored profile shows as "Usuário" / "Membro da comunidade"', async ({
    client,
    assert,
  }) => {
    const viewer = await memberWithProfile()
    const bare = await UserFactory.merge({ fullName: 'Nome Da Conta', ...confirmedAt() }).create()

    const response = await client.get(`/perfil/${bare.id}`).loginAs(viewer).withInertia()
    assert.deepInclude(response.inertiaProps.member, {
      fullName: 'Usuário',
      specialty: 'Membro da comunidade',
      hasProfile: false,
      bio: null,
    })
  })

  test('a new member has zero counters, no ranking and honest empty tabs', async ({
    client,
    assert,
  }) => {
    const user = await memberWithProfile()
    const response = await client.get('/perfil').loginAs(user).withInertia()
    const props = response.inertiaProps
    assert.deepEqual(props.counters, {
      points: 0,
      ranking: null,
      completedCourses: 0,
      helpfulAnswers: 0,
    })
    assert.deepEqual(props.courses, [])
    assert.deepEqual(props.activity, [])
    assert.deepEqual(props.achievements, [])
  })

  test('counters, courses and activity come from the stored progress', async ({
    client,
    assert,
  }) => {
    const finished = await CourseFactory.merge({ title: 'Fundamentos', slug: 'fundamentos-teste' })
      .with('lessons', 2, (lesson) =>
        lesson.merge([
          { title: 'Aula A', orderIndex: 1 },
          { title: 'Aula B', orderIndex: 2 },
        ])
      )
      .create()
    const started = await CourseFactory.merge({ title: 'Cultivo', slug: 'cultivo-teste' })
      .with('lessons', 4, (lesson) => lesson.merge({ title: 'Aula de cultivo' }))
      .create()
    await finished.load('lessons')
    await started.load('lessons')

    const lia = await memberWithProfile('Lia Campos')
    const leader = await memberWithProfile('Líder Total')
    const other = await memberWithProfile('Outra Pessoa')

    // Lia: the whole first course (2 lessons) and 1 of 4 in the second → 3×10 + 1×100 = 130 points
    await completeLessons(
      lia,
      finished.lessons.map((lesson) => lesson.id)
    )
    await completeLessons(lia, [started.lessons[0].id], DateTime.now().plus({ minutes: 5 }))
    await CourseProgress.create({
      userId: lia.id,
      courseId: started.id,
      startedAt: DateTime.now(),
      lastAccessedAt: DateTime.now(),
      completedAt: null,
    })
    // The leader has more points (both courses complete: 6×10 + 2×100 = 260); the other member 1 lesson (10)
    await completeLessons(
      leader,
      [...finished.lessons, ...started.lessons].map((lesson) => lesson.id)
    )
    await completeLessons(other, [started.lessons[1].id])

    const response = await client.get('/perfil').loginAs(lia).withInertia()
    const props = response.inertiaProps

    assert.deepEqual(props.counters, {
      points: 130,
      ranking: 2,
      completedCourses: 1,
      helpfulAnswers: 0,
    })
    assert.deepEqual(
      props.courses.map((course: any) => [course.title, course.percent, course.completed]),
      [
        ['Cultivo', 25, false],
        ['Fundamentos', 100, true],
      ]
    )
    assert.equal(props.activity[0].lessonTitle, 'Aula de cultivo')
    assert.equal(props.activity[0].courseSlug, 'cultivo-teste')
    assert.lengthOf(props.activity, 3)

    const leaderView = await client.get(`/perfil/${leader.id}`).loginAs(lia).withInertia()
    assert.deepEqual(leaderView.inertiaProps.counters, {
      points: 260,
      ranking: 1,
      completedCourses: 2,
      helpfulAnswers: 0,
    })
  })
})

test.group('Profile points from quizzes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("each quiz adds its best finished attempt's % ÷ 10, once, whatever the retakes", async ({
    client,
    assert,
  }) => {
    const user = await memberWithProfile('Caio Souza')
    const [first, second] = await QuizSetFactory.createMany(2)
    const attempt = (quizSetId: number, score: number | null, finished = true) =>
      QuizAttempt.create({
        userId: user.id,
        quizSetId,
        startedAt: DateTime.now().minus({ minutes: 10 }),
        finishedAt: finished ? DateTime.now() : null,
        score,
        total: 5,
      })
    await attempt(first.id, 3)
    await attempt(first.id, 4)
    await attempt(second.id, 5)
    await attempt(second.id, null, false)

    const response = await client.get('/perfil').loginAs(user).withInertia()
    /* First quiz: best 4/5 → 8; second: 5/5 → 10; the unfinished attempt counts nothing. */
    assert.equal(response.inertiaProps.counters.points, 18)
    assert.equal(response.inertiaProps.counters.ranking, 1)
  })
})
