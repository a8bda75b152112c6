import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import CourseMaterial from '#models/course_material'
import { CourseFactory } from '#database/factories/course_factory'
import { personWithRole } from './_helpers.js'
import { PDF } from './_files.js'
import { toastOf } from '#tests/helpers/toast'

test.group('Admin materials', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a link material is created with "Material criado com sucesso!"', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('lessons', 1).create()
    const response = await client
      .post('/admin/materiais')
      .json({
        title: 'Artigo de referência',
        fileUrl: 'https://exemplo.com/artigo',
        fileType: 'link',
        courseId: course.id,
        lessonId: course.lessons[0].id,
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Material criado com sucesso!')
    const material = await CourseMaterial.findByOrFail('title', 'Artigo de referência')
    assert.include(material.serialize(), {
      fileType: 'link',
      fileUrl: 'https://exemplo.com/artigo',
      courseId: course.id,
      lessonId: course.lessons[0].id,
      storageKey: null,
    })
  })

  test('YouTube is detected from {input}')
    .with([
      {
        input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      { input: 'https://youtu.be/dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ' },
      {
        input: 'https://m.youtube.com/shorts/dQw4w9WgXcQ',
        url: 'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      },
      { input: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ])
    .run(async ({ client, assert }, { input, url }) => {
      const editor = await personWithRole('editor')
      await client
        .post('/admin/materiais')
        .json({ title: 'Vídeo', fileUrl: input, fileType: 'link' })
        .loginAs(editor)
        .withCsrfToken()
        .redirects(0)
      const material = await CourseMaterial.findByOrFail('title', 'Vídeo')
      assert.equal(material.fileType, 'youtube')
      assert.equal(material.fileUrl, url)
    })

  test('a link that is neither http(s), a clean path of the site nor a YouTube id is refused', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    for (const fileUrl of ['javascript:alert(1)', '/\\evil.example', '//evil.example/x']) {
      const response = await client
        .post('/admin/materiais')
        .json({ title: 'Perigoso', fileUrl, fileType: 'link' })
        .loginAs(editor)
        .withCsrfToken()
        .withInertia()
        .header('referer', '/admin/materiais')
      assert.equal(
        response.inertiaProps.errors.fileUrl,
        'Informe um endereço começando com http:// ou https://, ou o ID de um vídeo do YouTube.',
        fileUrl
      )
    }
    assert.isNull(await CourseMaterial.findBy('title', 'Perigoso'))
  })

  test('a title and a file URL are required', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const response = await client
      .post('/admin/materiais')
      .json({ title: '', fileUrl: '' })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/materiais')
    assert.equal(response.inertiaProps.errors.title, 'O campo título é obrigatório.')
    assert.equal(response.inertiaProps.errors.fileUrl, 'O campo URL do arquivo é obrigatório.')
  })

  test('an uploaded file becomes a material with URL, size and type read from storage', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    const upload = await client
      .post('/admin/uploads/materiais')
      .file('file', PDF, { filename: 'apostila.pdf' })
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')
    const file = upload.body().file

    /* The form's URL, size and type are ignored: they come from the stored file. */
    await client
      .post('/admin/materiais')
      .json({
        title: 'Apostila',
        fileUrl: 'https://mentira.example/x.exe',
        fileType: 'link',
        storageKey: file.key,
        courseId: course.id,
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    const material = await CourseMaterial.findByOrFail('title', 'Apostila')
    assert.equal(material.storageKey, file.key)
    assert.equal(material.fileUrl, file.url)
    assert.equal(material.fileSizeBytes, PDF.length)
    assert.equal(material.fileType, 'application')
  })

  test('a storage key that was not uploaded is refused', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const response = await client
      .post('/admin/materiais')
      .json({
        title: 'Falso',
        fileUrl: 'https://exemplo.com/a.pdf',
        storageKey: '../config/app.ts',
      })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/materiais')
    assert.equal(
      response.inertiaProps.errors.fileUrl,
      'O arquivo enviado não foi encontrado. Envie o arquivo novamente.'
    )
    assert.isNull(await CourseMaterial.findBy('title', 'Falso'))
  })

  test('the lesson must belong to the chosen course', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    const other = await CourseFactory.with('lessons', 1).create()
    const response = await client
      .post('/admin/materiais')
      .json({
        title: 'Misturado',
        fileUrl: 'https://exemplo.com',
        courseId: course.id,
        lessonId: other.lessons[0].id,
      })
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/materiais')
    assert.equal(
      response.inertiaProps.errors.lessonId,
      'A aula escolhida não pertence ao curso selecionado.'
    )
  })

  test('materials are listed newest first and filtered by course and by lesson', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.with('lessons', 2).create()
    const other = await CourseFactory.create()
    const [first, second] = course.lessons
    await CourseMaterial.createMany([
      { title: 'Do curso', fileType: 'link', fileUrl: 'https://a.example', courseId: course.id },
      {
        title: 'Da aula 1',
        fileType: 'pdf',
        fileUrl: 'https://b.example',
        courseId: course.id,
        lessonId: first.id,
      },
      {
        title: 'Da aula 2',
        fileType: 'pdf',
        fileUrl: 'https://c.example',
        courseId: course.id,
        lessonId: second.id,
      },
      {
        title: 'De outro curso',
        fileType: 'link',
        fileUrl: 'https://d.example',
        courseId: other.id,
      },
    ])
    const titles = async (query: string) => {
      const response = await client
        .get(`/admin/materiais${query}`)
        .loginAs(editor)
        .withInertiaPartialReload('admin/materials/index', ['materials'])
      response.assertInertiaComponent('admin/materials/index')
      return response.inertiaProps.materials.map((material: any) => material.title)
    }
    assert.deepEqual(await titles(''), ['De outro curso', 'Da aula 2', 'Da aula 1', 'Do curso'])
    assert.deepEqual(await titles(`?curso=${course.id}`), ['Da aula 2', 'Da aula 1', 'Do curso'])
    assert.deepEqual(await titles(`?curso=${course.id}&aula=${first.id}`), ['Da aula 1'])
  })

  test('editing and deleting a material show the spec messages', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const material = await CourseMaterial.create({
      title: 'Velho',
      fileType: 'link',
      fileUrl: 'https://a.example',
    })
    const update = await client
      .put(`/admin/materiais/${material.id}`)
      .json({ title: 'Novo', fileUrl: 'https://b.example', fileType: 'text' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(update)?.title, 'Material atualizado com sucesso!')
    await material.refresh()
    assert.equal(material.title, 'Novo')
    assert.equal(material.fileType, 'text')

    const destroy = await client
      .delete(`/admin/materiais/${material.id}`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(destroy)?.title, 'Material excluído com sucesso!')
    assert.isNull(await CourseMaterial.find(material.id))

    const missing = await client
      .delete(`/admin/materiais/${material.id}`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(missing)?.title, 'Erro ao excluir material')
  })
})
