import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { ApiClient } from '@japa/api-client'
import { personWithRole } from './_helpers.js'
import { ELF, EXE, MP4, PDF, PNG, TEXT } from './_files.js'

async function keysIn(bucket: string) {
  const listing = await drive.use().listAll(`${bucket}/`)
  return [...listing.objects].filter((entry) => entry.isFile).map((entry) => entry.key)
}

/** Partial uploads are written here first; nothing may be left behind. */
async function temporaryFiles() {
  return readdir(app.tmpPath('uploads')).catch(() => [] as string[])
}

function rawMultipart(client: ApiClient, url: string, body: Buffer, boundary: string) {
  const request = client
    .post(url)
    .type(`multipart/form-data; boundary=${boundary}`)
    .withCsrfToken()
    .accept('json')
  ;(request as unknown as { request: { send(body: Buffer): void } }).request.send(body)
  return request
}

async function allKeys() {
  return [
    ...(await keysIn('course-videos')),
    ...(await keysIn('course-thumbnails')),
    ...(await keysIn('course-materials')),
  ]
}

test.group('Admin uploads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a PDF material is stored in course-materials as timestamp + sanitized name', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const before = Date.now()
    const response = await client
      .post('/admin/uploads/materiais')
      .file('file', PDF, {
        filename: 'Apostila Módulo 1 (final).pdf',
        contentType: 'application/pdf',
      })
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')

    response.assertStatus(201)
    const file = response.body().file
    assert.equal(file.bucket, 'course-materials')
    assert.match(file.name, /^\d{13}-Apostila-Modulo-1-final\.pdf$/)
    assert.isAtLeast(Number(file.name.split('-')[0]), before)
    assert.equal(file.size, PDF.length)
    assert.equal(file.fileType, 'application')
    assert.equal(file.mediaType, 'application/pdf')
    assert.equal(file.url, `/drive/fakes/${file.key}`)
    assert.deepEqual(await keysIn('course-materials'), [file.key])
    assert.equal(Buffer.from(await drive.use().getBytes(file.key)).toString(), PDF.toString())
  })

  test('the library picks the bucket by media type: video, image, document', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const cases = [
      { name: 'aula.mp4', content: MP4, bucket: 'course-videos' },
      { name: 'capa.png', content: PNG, bucket: 'course-thumbnails' },
      { name: 'resumo.txt', content: TEXT, bucket: 'course-materials' },
    ]
    for (const item of cases) {
      const response = await client
        .post('/admin/uploads/biblioteca')
        .file('file', item.content, { filename: item.name })
        .loginAs(editor)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(201)
      assert.equal(response.body().file.bucket, item.bucket)
    }
    assert.lengthOf(await allKeys(), 3)
  })

  test('a file type the picker does not accept is refused with a pt-BR message', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const response = await client
      .post('/admin/uploads/capas')
      .file('file', PDF, { filename: 'apostila.pdf' })
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    assert.equal(
      response.body().errors.file,
      'Tipo de arquivo não aceito. Envie: .jpg, .jpeg, .png, .webp.'
    )
    assert.deepEqual(await allKeys(), [])
  })

  test('a renamed executable is refused: {filename}')
    .with([
      { filename: 'apostila.pdf', content: EXE, extension: 'pdf' },
      { filename: 'notas.txt', content: EXE, extension: 'txt' },
      { filename: 'capa.jpg', content: ELF, extension: 'jpg' },
      { filename: 'aula.mp4', content: PDF, extension: 'mp4' },
    ])
    .run(async ({ client, assert }, item) => {
      const editor = await personWithRole('editor')
      const response = await client
        .post('/admin/uploads/materiais')
        .file('file', item.content, { filename: item.filename })
        .loginAs(editor)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      assert.equal(
        response.body().errors.file,
        `O conteúdo do arquivo não corresponde à extensão .${item.extension}. Envie um arquivo .${item.extension} válido.`
      )
      assert.deepEqual(await allKeys(), [])
    })

  test('an image over the 10 MB limit is refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const tooBig = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])
    const temporaryBefore = await temporaryFiles()
    const response = await client
      .post('/admin/uploads/capas')
      .file('file', tooBig, { filename: 'capa.png' })
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(413)
    assert.equal(
      response.body().errors.file,
      'Arquivo muito grande: o limite para capas e prévias é 10 MB.'
    )
    assert.deepEqual(await allKeys(), [])
    assert.deepEqual(await temporaryFiles(), temporaryBefore)
  })

  test('a name that tries to leave the bucket folder is refused: {$self}')
    .with([
      '../../config/app.pdf',
      '..\\..\\segredo.pdf',
      'pasta/apostila.pdf',
      '/etc/apostila.pdf',
      'C:apostila.pdf',
    ])
    .run(async ({ client, assert }, filename) => {
      const editor = await personWithRole('editor')
      /* Built by hand: HTTP clients strip paths from file names, an attacker's request does not. */
      const boundary = 'limite-do-teste'
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`
        ),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const response = await rawMultipart(
        client,
        '/admin/uploads/materiais',
        body,
        boundary
      ).loginAs(editor)
      response.assertStatus(422)
      assert.equal(
        response.body().errors.file,
        'Nome de arquivo inválido: o nome não pode conter pastas nem caminhos (como "../" ou "/").'
      )
      assert.deepEqual(await allKeys(), [])
    })

  test('an upload interrupted before its end leaves nothing in the bucket', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const boundary = 'limite-do-teste'
    /* The body stops in the middle of the file: no closing boundary. */
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aula.mp4"\r\nContent-Type: video/mp4\r\n\r\n`
      ),
      MP4,
      Buffer.alloc(64 * 1024, 1),
    ])
    const temporaryBefore = await temporaryFiles()
    const response = await rawMultipart(client, '/admin/uploads/aulas', body, boundary).loginAs(
      editor
    )
    response.assertStatus(400)
    assert.equal(
      response.body().errors.file,
      'O envio foi interrompido antes do fim. Tente novamente.'
    )
    assert.deepEqual(await allKeys(), [])
    assert.deepEqual(await temporaryFiles(), temporaryBefore)
  })

  test('an empty file and a request without a file are refused', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const empty = await client
      .post('/admin/uploads/materiais')
      .file('file', Buffer.alloc(0), { filename: 'vazio.pdf' })
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')
    empty.assertStatus(422)
    assert.equal(empty.body().errors.file, 'O arquivo está vazio.')

    const none = await client
      .post('/admin/uploads/materiais')
      .field('title', 'sem arquivo')
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')
    none.assertStatus(422)
    assert.equal(none.body().errors.file, 'Selecione um arquivo para enviar.')
    assert.deepEqual(await allKeys(), [])
  })

  test('an unknown upload target answers 404', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const response = await client
      .post('/admin/uploads/qualquer')
      .file('file', PDF, { filename: 'a.pdf' })
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(404)
    assert.deepEqual(await allKeys(), [])
  })

  test('an upload is recorded in the recent activity', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    await client
      .post('/admin/uploads/materiais')
      .file('file', PDF, { filename: 'apostila.pdf' })
      .loginAs(editor)
      .withCsrfToken()
      .accept('json')
    const row = await db.from('admin_activities').where('kind', 'file_uploaded').first()
    assert.match(row.subject_title, /^\d{13}-apostila\.pdf$/)
    assert.equal(row.context_title, 'Materiais e documentos')
  })
})
