import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Course from '#models/course'
import LessonProgress from '#models/lesson_progress'
import CourseProgress from '#models/course_progress'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { countRows, personWithRole } from './_helpers.js'
import { toastOf } from '#tests/helpers/toast'

const NEW_COURSE = {
  title: 'Introdução à Cannabis Medicinal & IA',
  description: 'Um curso de teste.',
  level: 'intermediate',
  category: 'science',
}

test.group('Admin courses', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list shows active courses newest first with their lesson counts, archived ones apart', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    await CourseFactory.merge({ title: 'Antigo', createdAt: DateTime.now().minus({ days: 3 }) })
      .with('lessons', 3, (lesson) =>
        lesson.merge([{ isPublished: true }, { isPublished: true }, { isPublished: false }])
      )
      .create()
    await CourseFactory.merge({
      title: 'Novo',
      createdAt: DateTime.now().minus({ days: 1 }),
    }).create()
    await CourseFactory.merge({ title: 'Arquivado', archivedAt: DateTime.now() }).create()

    const response = await client
      .get('/admin/cursos')
      .loginAs(admin)
      .withInertiaPartialReload('admin/courses/index', ['courses', 'archivedCount'])
    response.assertStatus(200)
    response.assertInertiaComponent('admin/courses/index')
    const courses = response.inertiaProps.courses
    assert.deepEqual(
      courses.map((course: any) => course.title),
      ['Novo', 'Antigo']
    )
    assert.include(courses[1], { lessonsCount: 3, publishedLessonsCount: 2 })
    assert.equal(response.inertiaProps.archivedCount, 1)

    const archived = await client
      .get('/admin/cursos?arquivados=1')
      .loginAs(admin)
      .withInertiaPartialReload('admin/courses/index', ['courses', 'archivedCount'])
    assert.deepEqual(
      archived.inertiaProps.courses.map((course: any) => course.title),
      ['Arquivado']
    )
  })

  test('creating a course generates the slug from the title (accents stripped) and starts as a draft', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const response = await client
      .post('/admin/cursos')
      .json(NEW_COURSE)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)

    const course = await Course.findByOrFail('title', NEW_COURSE.title)
    response.assertStatus(302)
    response.assertHeader('location', `/admin/cursos/${course.id}`)
    assert.deepEqual(toastOf(response), {
      title: 'Curso criado com sucesso!',
      description: undefined,
      variant: 'default',
    })
    assert.equal(course.slug, 'introducao-a-cannabis-medicinal-ia')
    assert.isFalse(course.isPublished)
    assert.equal(course.level, 'intermediate')
    /* No lessons yet: no length. */
    assert.equal(course.durationSeconds, 0)
    const activity = await db.from('admin_activities').where('kind', 'course_created').firstOrFail()
    assert.equal(activity.subject_title, NEW_COURSE.title)
  })

  test('a course length cannot be typed: it is the sum of its published lessons', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    await client
      .post('/admin/cursos')
      .json({ ...NEW_COURSE, durationHours: '12' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    const course = await Course.findByOrFail('title', NEW_COURSE.title)
    assert.equal(course.durationSeconds, 0)
    assert.notProperty(
      await db.from('courses').where('id', course.id).firstOrFail(),
      'duration_hours'
    )
  })

  test('a slug already in use is refused with a pt-BR message next to the field', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    await CourseFactory.merge({ slug: 'cultivo-basico' }).create()
    const response = await client
      .post('/admin/cursos')
      .json({ ...NEW_COURSE, slug: 'cultivo-basico' })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/cursos/novo')
    response.assertInertiaComponent('admin/courses/form')
    assert.equal(response.inertiaProps.errors.slug, 'Este endereço (slug) já está em uso.')
    assert.isNull(await Course.findBy('title', NEW_COURSE.title))
  })

  test('a generated slug that is taken gets a number', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    await CourseFactory.merge({ slug: 'introducao-a-cannabis-medicinal-ia' }).create()
    await client.post('/admin/cursos').json(NEW_COURSE).loginAs(editor).withCsrfToken().redirects(0)
    const course = await Course.findByOrFail('title', NEW_COURSE.title)
    assert.equal(course.slug, 'introducao-a-cannabis-medicinal-ia-2')
  })

  test('invalid fields come back as pt-BR errors and nothing is created', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const response = await client
      .post('/admin/cursos')
      .json({
        title: 'x',
        level: 'expert',
        category: 'ai',
        slug: 'Com Espaço',
        thumbnailUrl: '/\\evil.example/capa.png',
      })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/cursos/novo')
    const errors = response.inertiaProps.errors
    assert.equal(errors.title, 'O campo título precisa ter pelo menos 3 caracteres.')
    assert.equal(errors.level, 'Escolha uma opção válida para nível.')
    assert.equal(
      errors.slug,
      'Use apenas letras minúsculas sem acento, números e hífens no endereço (slug).'
    )
    assert.equal(errors.thumbnailUrl, 'Informe um endereço começando com http:// ou https://.')
    assert.equal(
      await db
        .from('courses')
        .count('* as total')
        .first()
        .then((row) => Number(row.total)),
      0
    )
  })

  test('editing keeps its own slug valid and saves the changes', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({ slug: 'meu-curso', title: 'Meu curso' }).create()
    const response = await client
      .put(`/admin/cursos/${course.id}`)
      .json({ ...NEW_COURSE, slug: 'meu-curso', thumbnailUrl: 'https://exemplo.com/capa.png' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Curso atualizado com sucesso!')
    await course.refresh()
    assert.equal(course.title, NEW_COURSE.title)
    assert.equal(course.slug, 'meu-curso')
    assert.equal(course.thumbnailUrl, 'https://exemplo.com/capa.png')
  })

  test('toggling publication answers "Curso publicado com sucesso!" then "Curso despublicado com sucesso!"', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.apply('draft').create()
    const publish = await client
      .patch(`/admin/cursos/${course.id}/publicacao`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(publish)?.title, 'Curso publicado com sucesso!')
    await course.refresh()
    assert.isTrue(course.isPublished)

    const unpublish = await client
      .patch(`/admin/cursos/${course.id}/publicacao`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(unpublish)?.title, 'Curso despublicado com sucesso!')
    await course.refresh()
    assert.isFalse(course.isPublished)
    const rows = await db.from('admin_activities').orderBy('id').select('kind')
    const kinds = rows.map((row) => row.kind)
    assert.deepEqual(kinds, ['course_published', 'course_unpublished'])
  })

  test('a course nobody studied is deleted with its modules and lessons', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('modules', 1).with('lessons', 2).create()
    const response = await client
      .delete(`/admin/cursos/${course.id}`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Curso excluído com sucesso!')
    response.assertHeader('location', '/admin/cursos')
    assert.isNull(await Course.find(course.id))
    assert.equal(await countRows('lessons'), 0)
  })

  test('a course with learner progress is archived (unpublished, hidden), not destroyed: {$self}')
    .with(['lesson_progress', 'course_progress'] as const)
    .run(async ({ client, assert }, kind) => {
      const editor = await personWithRole('editor')
      const learner = await UserFactory.create()
      const course = await CourseFactory.with('lessons', 2).create()
      if (kind === 'lesson_progress') {
        await LessonProgress.create({
          userId: learner.id,
          lessonId: course.lessons[0].id,
          completedAt: DateTime.now(),
        })
      } else {
        await CourseProgress.create({
          userId: learner.id,
          courseId: course.id,
          startedAt: DateTime.now(),
          lastAccessedAt: DateTime.now(),
        })
      }
      const response = await client
        .delete(`/admin/cursos/${course.id}`)
        .loginAs(editor)
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(toastOf(response), {
        title: 'Curso arquivado com sucesso!',
        description:
          'Alunos têm progresso neste curso: ele foi despublicado e escondido, sem perder nenhum dado.',
        variant: 'default',
      })
      await course.refresh()
      assert.isNotNull(course.archivedAt)
      assert.isFalse(course.isPublished)
      assert.equal(await countRows('lessons', { course_id: course.id }), 2)
      assert.equal(await countRows(kind), 1)

      /* Hidden: not in the list, and its admin page answers 'Curso não encontrado'. */
      const list = await client
        .get('/admin/cursos')
        .loginAs(editor)
        .withInertiaPartialReload('admin/courses/index', ['courses', 'archivedCount'])
      assert.notInclude(
        list.inertiaProps.courses.map((row: any) => row.id),
        course.id
      )
      const show = await client.get(`/admin/cursos/${course.id}`).loginAs(editor).redirects(0)
      assert.equal(toastOf(show)?.title, 'Curso não encontrado')
    })

  test('an archived course can be restored as a draft', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.apply('draft').merge({ archivedAt: DateTime.now() }).create()
    const response = await client
      .patch(`/admin/cursos/${course.id}/restaurar`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Curso restaurado como rascunho!')
    await course.refresh()
    assert.isNull(course.archivedAt)
    assert.isFalse(course.isPublished)
  })

  test('an unknown course answers "Curso não encontrado"', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const response = await client.get('/admin/cursos/999999').loginAs(editor).redirects(0)
    response.assertHeader('location', '/admin/cursos')
    assert.deepEqual(toastOf(response), {
      title: 'Curso não encontrado',
      description: undefined,
      variant: 'destructive',
    })
  })

  test('the course page has four stats, the 5 most recent lessons and the public URL', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({ slug: 'curso-detalhe' })
      .with('lessons', 7, (lesson) =>
        lesson.merge(
          Array.from({ length: 7 }, (_, index) => ({
            title: `Aula ${index + 1}`,
            lessonType: 'video' as const,
            mediaSeconds: 120,
            orderIndex: index + 1,
            isPublished: index < 3,
            createdAt: DateTime.now().minus({ days: 10 - index }),
          }))
        )
      )
      .create()
    await db.table('course_materials').insert({
      title: 'Apostila',
      file_type: 'pdf',
      file_url: 'https://exemplo.com/a.pdf',
      course_id: course.id,
      created_at: new Date(),
    })

    const response = await client.get(`/admin/cursos/${course.id}`).loginAs(editor).withInertia()
    response.assertInertiaComponent('admin/courses/show')
    const props = response.inertiaProps
    assert.deepEqual(props.stats, {
      totalLessons: 7,
      publishedLessons: 3,
      totalMaterials: 1,
      completion: 43,
    })
    assert.deepEqual(
      props.recentLessons.map((lesson: any) => lesson.title),
      ['Aula 7', 'Aula 6', 'Aula 5', 'Aula 4', 'Aula 3']
    )
    assert.deepEqual(
      props.lessons.map((lesson: any) => lesson.title),
      ['Aula 1', 'Aula 2', 'Aula 3', 'Aula 4', 'Aula 5', 'Aula 6', 'Aula 7']
    )
    assert.equal(props.course.slug, 'curso-detalhe')
    /* Three published two-minute videos; the drafts do not count. */
    assert.equal(props.course.durationSeconds, 360)
  })
})
