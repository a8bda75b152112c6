import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import CourseMaterial from '#models/course_material'
import { personWithRole } from './_helpers.js'
import { PDF, PNG } from './_files.js'
import { asBytes } from '#tests/helpers/bytes'
import { toastOf } from '#tests/helpers/toast'

test.group('Admin media library', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('lists the files of the three buckets with name, date, size and bucket', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const disk = drive.use()
    await disk.put('course-materials/1700000000000-apostila.pdf', PDF)
    await disk.put('course-thumbnails/1700000000001-capa.png', PNG)
    await disk.put('course-videos/1700000000002-aula.mp4', Buffer.alloc(2048))

    const response = await client
      .get('/admin/biblioteca')
      .loginAs(editor)
      .withInertiaPartialReload('admin/media/index', ['files'])
    response.assertInertiaComponent('admin/media/index')
    const files = response.inertiaProps.files
    assert.sameMembers(
      files.map((file: any) => `${file.bucket}/${file.name}`),
      [
        'course-materials/1700000000000-apostila.pdf',
        'course-thumbnails/1700000000001-capa.png',
        'course-videos/1700000000002-aula.mp4',
      ]
    )
    const video = files.find((file: any) => file.bucket === 'course-videos')
    assert.equal(video.size, 2048)
    assert.match(video.createdAt, /^\d{4}-\d{2}-\d{2}T/)
    /* Lesson videos and materials open through the admin's authorized route; covers at their public URL. */
    assert.equal(video.url, '/admin/biblioteca/arquivo?key=course-videos%2F1700000000002-aula.mp4')
    const cover = files.find((file: any) => file.bucket === 'course-thumbnails')
    assert.equal(cover.url, '/drive/fakes/course-thumbnails/1700000000001-capa.png')
  })

  test('lists files in sub-folders of the buckets (the seeded demo media), opens and finds them', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const disk = drive.use()
    await disk.put('course-videos/demo/cultivo-indoor-avancado/aula-01.webm', Buffer.alloc(512))
    await disk.put('course-videos/demo/cultivo-indoor-avancado/aula-01.vtt', 'WEBVTT\n')
    await disk.put('course-materials/demo/farmacologia/aula-03.pdf', PDF)
    await disk.put('course-thumbnails/demo/cultivo-indoor-avancado.svg', '<svg/>')

    const response = await client
      .get('/admin/biblioteca')
      .loginAs(editor)
      .withInertiaPartialReload('admin/media/index', ['files'])
    assert.sameMembers(
      response.inertiaProps.files.map((file: any) => `${file.bucket}/${file.name}`),
      [
        'course-videos/demo/cultivo-indoor-avancado/aula-01.webm',
        'course-videos/demo/cultivo-indoor-avancado/aula-01.vtt',
        'course-materials/demo/farmacologia/aula-03.pdf',
        'course-thumbnails/demo/cultivo-indoor-avancado.svg',
      ]
    )
    const pdf = response.inertiaProps.files.find((file: any) => file.name.endsWith('.pdf'))
    const opened = await asBytes(client.get(pdf.url).loginAs(editor))
    opened.assertStatus(200)
    assert.deepEqual(opened.body(), PDF)

    const found = await client
      .get('/admin/biblioteca?q=cultivo&bucket=course-videos')
      .loginAs(editor)
      .withInertiaPartialReload('admin/media/index', ['files'])
    assert.lengthOf(found.inertiaProps.files, 2)
  })

  test("'Abrir' of a protected file gives the editor its bytes; a learner gets 403", async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const learner = await personWithRole(null)
    await drive.use().put('course-materials/1700000000000-apostila.pdf', PDF)
    const listed = await client
      .get('/admin/biblioteca?bucket=course-materials')
      .loginAs(editor)
      .withInertiaPartialReload('admin/media/index', ['files'])
    const url = listed.inertiaProps.files[0].url

    const opened = await asBytes(client.get(url).loginAs(editor))
    opened.assertStatus(200)
    assert.equal(opened.header('content-type'), 'application/pdf')
    assert.deepEqual(opened.body(), PDF)

    const refused = await client.get(url).loginAs(learner)
    refused.assertStatus(403)
    const traversal = await client
      .get(
        '/admin/biblioteca/arquivo?key=course-thumbnails/../course-materials/1700000000000-apostila.pdf'
      )
      .loginAs(editor)
    traversal.assertStatus(404)
  })

  test('search by name (accents ignored) and the bucket filter narrow the list', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const disk = drive.use()
    await disk.put('course-materials/1-Apostila-Modulo.pdf', PDF)
    await disk.put('course-materials/2-outro.pdf', PDF)
    await disk.put('course-thumbnails/3-apostila-capa.png', PNG)
    const names = async (query: string) => {
      const response = await client
        .get(`/admin/biblioteca${query}`)
        .loginAs(editor)
        .withInertiaPartialReload('admin/media/index', ['files'])
      return response.inertiaProps.files.map((file: any) => file.name).sort()
    }
    assert.deepEqual(await names('?q=apóstila'), ['1-Apostila-Modulo.pdf', '3-apostila-capa.png'])
    assert.deepEqual(await names('?q=apostila&bucket=course-materials'), ['1-Apostila-Modulo.pdf'])
    assert.deepEqual(await names('?bucket=course-thumbnails'), ['3-apostila-capa.png'])
  })

  test('each bucket lists at most its 100 newest files', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const disk = drive.use()
    for (let index = 0; index < 102; index++) {
      await disk.put(`course-materials/${index}-nota.txt`, 'x')
    }
    const response = await client
      .get('/admin/biblioteca?bucket=course-materials')
      .loginAs(editor)
      .withInertiaPartialReload('admin/media/index', ['files', 'perBucket'])
    assert.lengthOf(response.inertiaProps.files, 100)
    assert.equal(response.inertiaProps.perBucket, 100)
  })

  test('deleting a file answers "Arquivo excluído com sucesso!" and removes it', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const disk = drive.use()
    await disk.put('course-materials/1-apostila.pdf', PDF)
    const response = await client
      .delete('/admin/biblioteca')
      .json({ key: 'course-materials/1-apostila.pdf' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Arquivo excluído com sucesso!')
    assert.isFalse(await disk.exists('course-materials/1-apostila.pdf'))
  })

  test('a file a material still uses is not deleted', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const disk = drive.use()
    await disk.put('course-materials/1-apostila.pdf', PDF)
    await CourseMaterial.create({
      title: 'Apostila',
      fileType: 'application',
      fileUrl: await disk.getUrl('course-materials/1-apostila.pdf'),
      storageKey: 'course-materials/1-apostila.pdf',
    })
    const response = await client
      .delete('/admin/biblioteca')
      .json({ key: 'course-materials/1-apostila.pdf' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(toastOf(response), {
      title: 'Erro ao excluir arquivo',
      description: 'O arquivo é usado pelo material "Apostila". Exclua o material primeiro.',
      variant: 'destructive',
    })
    assert.isTrue(await disk.exists('course-materials/1-apostila.pdf'))
  })

  test('a key outside the buckets is refused: {$self}')
    .with(['../config/app.ts', 'course-materials/../../.env', 'outro-bucket/a.pdf', '/etc/passwd'])
    .run(async ({ client, assert }, key) => {
      const editor = await personWithRole('editor')
      const response = await client
        .delete('/admin/biblioteca')
        .json({ key })
        .loginAs(editor)
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(toastOf(response), {
        title: 'Erro ao excluir arquivo',
        description: 'Arquivo inválido.',
        variant: 'destructive',
      })
    })
})
