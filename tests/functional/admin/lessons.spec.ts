import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import LessonProgress from '#models/lesson_progress'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { LESSON_HAS_PROGRESS } from '#services/admin/lesson_admin_service'
import { countRows, personWithRole } from './_helpers.js'
import { toastOf } from '#tests/helpers/toast'

const NEW_LESSON = {
  title: 'Receptores CB1 e CB2',
  description: 'Como o sistema endocanabinoide responde.',
  lessonType: 'video',
  /* A YouTube video's length is typed; an uploaded file's is read from it. */
  youtubeMinutes: '4',
  youtubeSeconds: '12',
  content: '# Receptores\n\n- **CB1**: cérebro\n- **CB2**: sistema imune',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
}

async function orderOf(courseId: number) {
  const rows = await db
    .from('lessons')
    .where('course_id', courseId)
    .orderBy('order_index')
    .orderBy('id')
  return rows.map((row) => [row.title, row.order_index])
}

test.group('Admin lessons', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"Nova Aula" appends the lesson with order_index = current maximum + 1', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('lessons', 2, (lesson) =>
      lesson.merge([
        { title: 'Primeira', orderIndex: 1 },
        { title: 'Quinta', orderIndex: 5 },
      ])
    ).create()

    const response = await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json(NEW_LESSON)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Aula criada com sucesso!')
    const lesson = await Lesson.findByOrFail('title', NEW_LESSON.title)
    assert.equal(lesson.orderIndex, 6)
    assert.equal(lesson.content, NEW_LESSON.content)
    assert.equal(lesson.mediaSeconds, 252)
    assert.equal(lesson.durationSeconds, 252)
    assert.isFalse(lesson.isPublished)
    const activity = await db.from('admin_activities').where('kind', 'lesson_created').firstOrFail()
    assert.equal(activity.context_title, course.title)
  })

  test('the first lesson of an empty course gets order_index 1', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json(NEW_LESSON)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await orderOf(course.id), [[NEW_LESSON.title, 1]])
  })

  test('every lesson type of the catalogue is accepted, and an unknown one is refused', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    for (const lessonType of ['podcast', 'case-study', 'hands-on', 'spreadsheet']) {
      await client
        .post(`/admin/cursos/${course.id}/aulas`)
        .json({ ...NEW_LESSON, title: `Aula ${lessonType}`, lessonType })
        .loginAs(editor)
        .withCsrfToken()
        .redirects(0)
    }
    assert.equal(await countRows('lessons', { course_id: course.id }), 4)

    const refused = await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json({ ...NEW_LESSON, lessonType: 'hologram' })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${course.id}`)
    assert.equal(
      refused.inertiaProps.errors.lessonType,
      'Escolha uma opção válida para tipo de aula.'
    )
  })

  test('a module of another course is refused', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    const other = await CourseFactory.with('modules', 1).create()
    const response = await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json({ ...NEW_LESSON, moduleId: other.modules[0].id })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${course.id}`)
    assert.equal(
      response.inertiaProps.errors.moduleId,
      'O módulo escolhido não pertence a este curso.'
    )
    assert.isNull(await Lesson.findBy('title', NEW_LESSON.title))
  })

  test('editing a lesson saves it with "Aula atualizada com sucesso!"', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('modules', 1).with('lessons', 1).create()
    const lesson = course.lessons[0]
    const response = await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({ ...NEW_LESSON, moduleId: course.modules[0].id, youtubeSeconds: '5' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Aula atualizada com sucesso!')
    await lesson.refresh()
    assert.equal(lesson.title, NEW_LESSON.title)
    assert.equal(lesson.moduleId, course.modules[0].id)
    assert.equal(lesson.durationSeconds, 4 * 60 + 5)
  })

  test('publishing a lesson answers "Aula publicada com sucesso!" and back "Aula despublicada com sucesso!"', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('lessons', 1, (lesson) =>
      lesson.merge({ isPublished: false })
    ).create()
    const lesson = course.lessons[0]
    const first = await client
      .patch(`/admin/aulas/${lesson.id}/publicacao`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(first)?.title, 'Aula publicada com sucesso!')
    await lesson.refresh()
    assert.isTrue(lesson.isPublished)
    const second = await client
      .patch(`/admin/aulas/${lesson.id}/publicacao`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(second)?.title, 'Aula despublicada com sucesso!')
    await lesson.refresh()
    assert.isFalse(lesson.isPublished)
  })

  test('moving lessons up and down swaps them and renumbers the course 1…N', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('lessons', 3, (lesson) =>
      lesson.merge([
        { title: 'A', orderIndex: 2 },
        { title: 'B', orderIndex: 4 },
        { title: 'C', orderIndex: 9 },
      ])
    ).create()
    const [a, , c] = course.lessons
    await client
      .patch(`/admin/aulas/${c.id}/posicao`)
      .json({ direction: 'up' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await orderOf(course.id), [
      ['A', 1],
      ['C', 2],
      ['B', 3],
    ])
    await client
      .patch(`/admin/aulas/${a.id}/posicao`)
      .json({ direction: 'down' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await orderOf(course.id), [
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ])
    /* At the edge nothing moves. */
    await client
      .patch(`/admin/aulas/${c.id}/posicao`)
      .json({ direction: 'up' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await orderOf(course.id), [
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ])
  })

  test('deleting a lesson asks nothing of learners: "Aula excluída com sucesso!"', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('lessons', 1).create()
    const response = await client
      .delete(`/admin/aulas/${course.lessons[0].id}`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Aula excluída com sucesso!')
    assert.isNull(await Lesson.find(course.lessons[0].id))
  })

  test('a lesson learners have progress in is not deleted, with a clear message', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const learner = await UserFactory.create()
    const course = await CourseFactory.with('lessons', 1).create()
    const lesson = course.lessons[0]
    await LessonProgress.create({
      userId: learner.id,
      lessonId: lesson.id,
      completedAt: DateTime.now(),
    })
    const response = await client
      .delete(`/admin/aulas/${lesson.id}`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(toastOf(response), {
      title: 'Erro ao excluir aula',
      description: LESSON_HAS_PROGRESS,
      variant: 'destructive',
    })
    assert.isNotNull(await Lesson.find(lesson.id))
  })
})

test.group('Admin modules', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('modules are created in order, renamed and reordered', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    for (const title of ['Fundamentos', 'Prática', 'Avançado']) {
      const response = await client
        .post(`/admin/cursos/${course.id}/modulos`)
        .json({ title })
        .loginAs(editor)
        .withCsrfToken()
        .redirects(0)
      assert.equal(toastOf(response)?.title, 'Módulo criado com sucesso!')
    }
    const modules = await db
      .from('course_modules')
      .where('course_id', course.id)
      .orderBy('order_index')
    assert.deepEqual(
      modules.map((row) => [row.title, row.order_index]),
      [
        ['Fundamentos', 1],
        ['Prática', 2],
        ['Avançado', 3],
      ]
    )

    await db
      .from('course_modules')
      .where('id', modules[1].id)
      .update({ description: 'Exercícios com o professor' })
    const renamed = await client
      .put(`/admin/modulos/${modules[1].id}`)
      .json({ title: 'Prática guiada' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(renamed)?.title, 'Módulo atualizado com sucesso!')
    /* Renaming keeps the description the rename form does not send. */
    const kept = await db.from('course_modules').where('id', modules[1].id).first()
    assert.equal(kept.description, 'Exercícios com o professor')
    await client
      .patch(`/admin/modulos/${modules[2].id}/posicao`)
      .json({ direction: 'up' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    const after = await db
      .from('course_modules')
      .where('course_id', course.id)
      .orderBy('order_index')
    assert.deepEqual(
      after.map((row) => row.title),
      ['Fundamentos', 'Avançado', 'Prática guiada']
    )
  })

  test('deleting a module keeps its lessons in the course, without a module', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('modules', 1).with('lessons', 2).create()
    const module = course.modules[0]
    await db.from('lessons').where('course_id', course.id).update({ module_id: module.id })
    const response = await client
      .delete(`/admin/modulos/${module.id}`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Módulo excluído com sucesso!')
    const lessons = await db.from('lessons').where('course_id', course.id)
    assert.lengthOf(lessons, 2)
    assert.isTrue(lessons.every((row) => row.module_id === null))
  })

  test('an empty module name is refused in pt-BR', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    const response = await client
      .post(`/admin/cursos/${course.id}/modulos`)
      .json({ title: '' })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${course.id}`)
    assert.equal(response.inertiaProps.errors.title, 'O campo título é obrigatório.')
  })
})
