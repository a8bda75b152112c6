import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type Course from '#models/course'
import type Lesson from '#models/lesson'
import CourseModule from '#models/course_module'
import CourseMaterial from '#models/course_material'
import CourseProgress from '#models/course_progress'
import { moduleKey } from '#domain/catalog/course_page'
import { availableMessage, releaseDate } from '#domain/catalog/pacing'
import { contentAdmin, freeLearner, premiumLearner } from '#tests/helpers/premium'
import { meetCompletionRule } from '#tests/helpers/earned_progress'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'
import { createCourse } from './helpers.js'
import { answerFor, mentorCourse } from '../mentor/support.js'

type Row = { title: string; position: number | null; locked: boolean; pacingLock: string | null }

const lessonUrl = (course: Course, position: number) => `/cursos/${course.slug}/aula/${position}`

/** The lesson page as the learner's browser asks for it (Inertia), and its access block. */
async function lessonAccess(client: ApiClient, user: User, course: Course, position: number) {
  const response = await client.get(lessonUrl(course, position)).withInertia().loginAs(user)
  response.assertStatus(200)
  return response.inertiaProps.page.access as {
    canView: boolean
    lockedReason: string | null
    lockMessage: string | null
  }
}

async function opens(client: ApiClient, user: User, course: Course, position: number) {
  const access = await lessonAccess(client, user, course, position)
  return access.canView
}

async function lockMessageOf(client: ApiClient, user: User, course: Course, position: number) {
  const access = await lessonAccess(client, user, course, position)
  return access.lockMessage
}

/** The Conteúdo rows of one module of the course page, as this member sees them. */
async function courseRows(client: ApiClient, user: User, course: Course, moduleId: number) {
  const key = moduleKey(moduleId)
  const response = await client
    .get(`/cursos/${course.slug}?modulo=${key}`)
    .withInertia()
    .withInertiaPartialReload('courses/show', ['lessons'])
    .loginAs(user)
  return (response.inertiaProps.lessons as Record<string, Row[]>)[key]
}

/** A free course (the premium rule opens everything) with the given pacing and modules. */
async function pacedCourse(pacing: Course['pacing'], modules: number[]) {
  const { course, lessons } = await createCourse({ price: 0, pacing }, { modules })
  for (const lesson of lessons) {
    lesson.videoUrl = `/uploads/course-videos/1700000000000-video-${lesson.id}.mp4`
    await lesson.save()
  }
  return { course, lessons }
}

/** Completes a lesson the way the learner earns it: the rule met, then the click. */
async function complete(client: ApiClient, user: User, lesson: Lesson) {
  await meetCompletionRule(user.id, lesson)
  return client.post(`/aulas/${lesson.id}/conclusao`).withCsrfToken().loginAs(user).redirects(0)
}

/** Moves the in-process server's clock forward (Date.now, which Luxon reads too) until undone. */
function moveClock(days: number) {
  const realNow = Date.now
  Date.now = () => realNow() + days * 24 * 60 * 60 * 1000
  return () => {
    Date.now = realNow
  }
}

test.group('Free preview of an admin-made Premium course', (group) => {
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the first lesson of each module opens to a free member; the others ask for Premium', async ({
    client,
    assert,
  }) => {
    const editor = await contentAdmin()
    const admin = (url: string) => client.post(url).loginAs(editor).withCsrfToken().redirects(0)
    await admin('/admin/cursos').json({
      title: 'Curso feito no painel',
      description: 'Premium.',
      level: 'beginner',
      category: 'science',
      premium: true,
      price: 37,
    })
    const course = (await db.from('courses').where('title', 'Curso feito no painel').first()) as {
      id: number
      slug: string
    }
    await admin(`/admin/cursos/${course.id}/modulos`).json({ title: 'Fundamentos' })
    await admin(`/admin/cursos/${course.id}/modulos`).json({ title: 'Prática' })
    const [first, second] = await CourseModule.query()
      .where('course_id', course.id)
      .orderBy('order_index')
    for (const [title, moduleId] of [
      ['Abertura', first.id],
      ['Segunda', first.id],
      ['Prática 1', second.id],
    ] as const) {
      await admin(`/admin/cursos/${course.id}/aulas`).json({
        title,
        lessonType: 'text',
        content: 'Texto da aula.',
        moduleId,
        isPublished: true,
      })
    }
    await db.from('courses').where('id', course.id).update({ is_published: true })
    const previews = await db
      .from('lessons')
      .where('course_id', course.id)
      .orderBy('order_index')
      .select('title', 'is_free_preview')
    assert.deepEqual(
      previews.map((row) => [row.title, row.is_free_preview]),
      [
        ['Abertura', true],
        ['Segunda', false],
        ['Prática 1', true],
      ]
    )

    const member = await freeLearner()
    const paid = { slug: course.slug } as Course
    assert.isTrue(await opens(client, member, paid, 1))
    assert.deepInclude(await lessonAccess(client, member, paid, 2), {
      canView: false,
      lockedReason: 'premium_required',
    })
    assert.isTrue(await opens(client, member, paid, 3))
    const rows = await courseRows(client, member, paid, first.id)
    assert.deepEqual(
      rows.map((row) => [row.title, row.locked]),
      [
        ['Abertura', false],
        ['Segunda', true],
      ]
    )
  })

  test("the admin's toggle opens a lesson at once, and the change is in the activity log", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({ price: 37 }, { modules: [2] })
    const member = await freeLearner()
    const editor = await contentAdmin()
    /* Seen once (and remembered for everyone) before the change. */
    assert.isFalse(await opens(client, member, course, 2))

    await client
      .put(`/admin/aulas/${lessons[1].id}`)
      .json({
        title: 'Aula 2',
        lessonType: 'video',
        moduleId: lessons[1].moduleId,
        isFreePreview: true,
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)

    assert.isTrue(await opens(client, member, course, 2))
    const logged = await db
      .from('admin_activities')
      .where('kind', 'lesson_updated')
      .select('subject_title', 'context_title')
    assert.deepEqual(logged, [
      { subject_title: 'Aula 2', context_title: 'prévia gratuita ativada' },
    ])
  })

  test('a toggle that is not true or false is refused next to the field', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({ price: 37 }, { modules: [1] })
    const response = await client
      .put(`/admin/aulas/${lessons[0].id}`)
      .json({ title: 'Aula 1', lessonType: 'video', isFreePreview: 'talvez' })
      .loginAs(await contentAdmin())
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${course.id}`)
    assert.equal(
      response.inertiaProps.errors.isFreePreview,
      'O campo prévia gratuita precisa ser verdadeiro ou falso.'
    )
  })
})

test.group("Pacing 'em ordem'", (group) => {
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lesson 3 answers 403 with the reason until lesson 2 is complete', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await pacedCourse('in_order', [3])
    const member = await freeLearner()
    assert.isTrue(await opens(client, member, course, 1))
    await complete(client, member, lessons[0])

    /* A direct visit: 403 and the page saying why. */
    const direct = await client.get(lessonUrl(course, 3)).loginAs(member)
    direct.assertStatus(403)
    assert.include(direct.text(), 'Conclua a aula 2 para liberar esta.')
    assert.deepInclude(await lessonAccess(client, member, course, 3), {
      canView: false,
      lockedReason: 'paced',
      lockMessage: 'Conclua a aula 2 para liberar esta.',
    })
    const rows = await courseRows(client, member, course, lessons[0].moduleId!)
    assert.deepEqual(
      rows.map((row) => [row.position, row.pacingLock]),
      [
        [1, null],
        [2, null],
        [3, 'Conclua a aula 2 para liberar esta.'],
      ]
    )

    /* Its actions and files answer the same reason. */
    const early = await complete(client, member, lessons[2])
    early.assertStatus(403)
    const video = await client
      .get(`/aulas/${lessons[2].id}/video`)
      .header('accept', 'application/json')
      .loginAs(member)
    video.assertStatus(403)
    assert.equal(video.body().message, 'Conclua a aula 2 para liberar esta.')
    const material = await CourseMaterial.create({
      courseId: course.id,
      lessonId: lessons[2].id,
      title: 'Apostila da aula 3',
      fileType: 'application',
      fileUrl: '/uploads/course-materials/1700000000000-apostila.pdf',
      storageKey: 'course-materials/1700000000000-apostila.pdf',
      fileSizeBytes: 1234,
    })
    const file = await client
      .get(`/materiais/${material.id}/arquivo`)
      .header('accept', 'application/json')
      .loginAs(member)
    file.assertStatus(403)
    assert.equal(file.body().message, 'Conclua a aula 2 para liberar esta.')
    assert.isNull(
      await db
        .from('lesson_progress')
        .where({ user_id: member.id, lesson_id: lessons[2].id })
        .whereNotNull('completed_at')
        .first()
    )

    await complete(client, member, lessons[1])
    assert.deepInclude(await lessonAccess(client, member, course, 3), {
      canView: true,
      lockedReason: null,
    })
  })

  test('the mentor does not quote a lesson the member may not open yet', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    course.pacing = 'in_order'
    await course.save()
    const member = await premiumLearner()
    const question = 'Qual o VPD ideal na floração?'
    /* Aula 2 (VPD) waits for Aula 1: the mentor finds nothing it may quote. */
    const closed = await answerFor(client, course.slug, question, { user: member })
    assert.notInclude(closed.content, '1,2 e 1,5 kPa')
    assert.notInclude(
      closed.citations.map((citation: { position: number }) => citation.position),
      2
    )

    const [first] = await course.related('lessons').query().orderBy('order_index')
    await complete(client, member, first)
    const open = await answerFor(client, course.slug, question, { user: member })
    assert.include(open.content, '1,2 e 1,5 kPa')
  })

  test('staff preview every lesson', async ({ client, assert }) => {
    const { course } = await pacedCourse('in_order', [3])
    assert.isTrue(await opens(client, await contentAdmin(), course, 3))
  })

  test('the admin switching the pacing is seen by the learner at once and logged', async ({
    client,
    assert,
  }) => {
    const { course } = await pacedCourse('free', [3])
    const member = await freeLearner()
    assert.isTrue(await opens(client, member, course, 3))

    const editor = await contentAdmin()
    const response = await client
      .put(`/admin/cursos/${course.id}`)
      .json({
        title: course.title,
        level: course.level,
        category: course.category,
        premium: false,
        pacing: 'in_order',
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)

    assert.deepInclude(await lessonAccess(client, member, course, 3), {
      canView: false,
      lockMessage: 'Conclua a aula 2 para liberar esta.',
    })
    const logged = await db.from('admin_activities').where('kind', 'course_updated')
    assert.lengthOf(logged, 1)
  })

  test('an unknown pacing is refused next to the field', async ({ client, assert }) => {
    const { course } = await pacedCourse('free', [1])
    const response = await client
      .put(`/admin/cursos/${course.id}`)
      .json({ title: course.title, level: 'beginner', category: 'science', pacing: 'rapido' })
      .loginAs(await contentAdmin())
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${course.id}/editar`)
    assert.equal(
      response.inertiaProps.errors.pacing,
      'Escolha um ritmo válido: livre, em ordem ou liberação programada.'
    )
    await course.refresh()
    assert.equal(course.pacing, 'free')
  })
})

test.group("Pacing 'liberação programada'", (group) => {
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('module 2 (after 7 days) shows its date and opens once the clock passes it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { course, lessons } = await pacedCourse('scheduled', [1, 1])
    const [, second] = await CourseModule.query()
      .where('course_id', course.id)
      .orderBy('order_index')
    const editor = await contentAdmin()
    const saved = await client
      .put(`/admin/modulos/${second.id}`)
      .json({ title: second.title, releaseAfterDays: 7 })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    saved.assertStatus(302)
    const logged = await db.from('admin_activities').where('kind', 'module_updated').first()
    assert.equal(logged.context_title, 'liberado 7 dias após a matrícula')

    const member = await freeLearner()
    /* The first visit enrols. */
    assert.isTrue(await opens(client, member, course, 1))
    const enrolment = await CourseProgress.query()
      .where({ userId: member.id, courseId: course.id })
      .firstOrFail()
    const expected = availableMessage(releaseDate(enrolment.startedAt.toJSDate(), 7))
    assert.match(expected, /^Disponível em \d{2}\/\d{2}$/)

    const direct = await client.get(lessonUrl(course, 2)).loginAs(member)
    direct.assertStatus(403)
    assert.include(direct.text(), expected)
    const scheduledRows = await courseRows(client, member, course, second.id)
    assert.deepEqual(
      scheduledRows.map((row) => row.pacingLock),
      [expected]
    )
    await complete(client, member, lessons[0])
    const dashboard = await client.get('/dashboard').withInertia().loginAs(member)
    assert.deepEqual(dashboard.inertiaProps.dashboard.inProgress[0].nextLesson, {
      position: 2,
      title: 'Aula 2',
      lock: expected,
    })

    /* Six days on: still the day before. */
    const undo = moveClock(6)
    cleanup(undo)
    assert.equal(await lockMessageOf(client, member, course, 2), expected)
    undo()
    cleanup(moveClock(8))
    assert.isTrue(await opens(client, member, course, 2))
    const later = await client.get('/dashboard').withInertia().loginAs(member)
    assert.isNull(later.inertiaProps.dashboard.inProgress[0].nextLesson.lock)
  })

  test('a days value out of range is refused next to the field, nothing changes', async ({
    client,
    assert,
  }) => {
    const { course } = await pacedCourse('scheduled', [1])
    const module = await CourseModule.findByOrFail('course_id', course.id)
    const response = await client
      .put(`/admin/modulos/${module.id}`)
      .json({ title: module.title, releaseAfterDays: -2 })
      .loginAs(await contentAdmin())
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${course.id}`)
    assert.equal(
      response.inertiaProps.errors.releaseAfterDays,
      'Informe um número inteiro de dias entre 0 e 365.'
    )
    await module.refresh()
    assert.equal(module.releaseAfterDays, 0)
  })

  test('a member enrolled long ago finds every module open', async ({ client, assert }) => {
    const { course } = await pacedCourse('scheduled', [1, 1])
    await CourseModule.query()
      .where('course_id', course.id)
      .where('order_index', 2)
      .update({ release_after_days: 7 })
    const member = await freeLearner()
    const longAgo = DateTime.now().minus({ days: 30 })
    await CourseProgress.create({
      userId: member.id,
      courseId: course.id,
      startedAt: longAgo,
      lastAccessedAt: longAgo,
    })
    assert.isTrue(await opens(client, member, course, 2))
  })
})
