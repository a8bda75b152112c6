import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import { readdir, stat, utimes, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import { personWithRole } from '#tests/functional/admin/_helpers'
import { AppInstance } from '#tests/helpers/app_instance'
import {
  TEMPORARY_FOLDERS,
  sweepTemporaryFiles,
  temporaryFolder,
} from '#services/platform/temporary_files'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const BOUNDARY = 'limite-do-teste'

/** Files a request body could have been written to: our temporary folders and the system's. */
async function bodyFilesOnDisk(since: number) {
  const found: string[] = []
  const folders = [...TEMPORARY_FOLDERS.map((name) => temporaryFolder(name)), tmpdir()]
  for (const folder of folders) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (folder === tmpdir() && !UUID.test(name)) continue
      const info = await stat(join(folder, name)).catch(() => null)
      if (info?.isFile() && info.mtimeMs >= since) found.push(join(folder, name))
    }
  }
  return found
}

function multipartHead(field: string, filename: string, type: string) {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  )
}

function completeBody(field: string, filename: string, type: string, size: number) {
  return Buffer.concat([
    multipartHead(field, filename, type),
    Buffer.alloc(size, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

/** A real browser's sign-in over HTTP: the cookies and XSRF token it then sends. */
async function signedInBrowser(email: string, password: string) {
  const base = `http://${process.env.HOST}:${process.env.PORT}`
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  keep(await fetch(`${base}/auth?aba=login`, { redirect: 'manual' }))
  const signIn = await fetch(`${base}/auth/entrar`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'cookie': cookie(),
      'x-xsrf-token': xsrf(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email, password }).toString(),
  })
  keep(signIn)
  if (signIn.headers.get('location') !== '/dashboard') throw new Error('sign-in failed')
  return { cookie: cookie(), xsrf: xsrf() }
}

/** Polls a condition (what the disk holds) for up to 10 s. */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

test.group('Request bodies never fill the disk', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a large anonymous multipart body, to any route, leaves nothing on disk', async ({
    client,
    assert,
  }) => {
    const since = Date.now() - 1000
    const body = completeBody('file', 'grande.mp4', 'video/mp4', 3 * 1024 * 1024)
    for (const url of ['/auth/entrar', '/comunidade', '/perfil/1/foto', '/admin/uploads/aulas']) {
      const request = client
        .post(url)
        .type(`multipart/form-data; boundary=${BOUNDARY}`)
        .withCsrfToken()
        .redirects(0)
      ;(request as unknown as { request: { send(data: Buffer): void } }).request.send(body)
      const response = await request
      assert.notEqual(response.status(), 500, url)
      assert.notEqual(response.status(), 201, url)
    }
    assert.deepEqual(await bodyFilesOnDisk(since), [])
  })

  test('a photo sent by its owner is removed from the temporary folder once the request ends', async ({
    client,
    assert,
  }) => {
    const since = Date.now() - 1000
    const member = await personWithRole(null)
    const request = client
      .post(`/perfil/${member.id}/foto`)
      .type(`multipart/form-data; boundary=${BOUNDARY}`)
      .loginAs(member)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    ;(request as unknown as { request: { send(data: Buffer): void } }).request.send(
      completeBody('avatar', 'foto.png', 'image/png', 64 * 1024)
    )
    const response = await request
    assert.equal(response.status(), 302)
    assert.deepEqual(await bodyFilesOnDisk(since), [])
  })

  test('an admin upload cut off by the client leaves no partial file behind', async ({
    assert,
  }) => {
    const since = Date.now() - 1000
    const editor = await personWithRole('editor')
    editor.merge({ password: 'segredo123', emailVerifiedAt: DateTime.now() })
    await editor.save()
    const browser = await signedInBrowser(editor.email, 'segredo123')

    const upload = httpRequest({
      host: process.env.HOST,
      port: Number(process.env.PORT),
      method: 'POST',
      path: '/admin/uploads/aulas',
      headers: {
        'cookie': browser.cookie,
        'x-xsrf-token': browser.xsrf,
        'accept': 'application/json',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(50 * 1024 * 1024),
      },
    })
    upload.on('error', () => {})
    upload.write(multipartHead('file', 'aula.mp4', 'video/mp4'))
    upload.write(Buffer.alloc(512 * 1024, 7))

    assert.isTrue(
      await eventually(() => bodyFilesOnDisk(since).then((files) => files.length > 0)),
      'the upload started writing its temporary file'
    )
    upload.destroy()
    assert.isTrue(
      await eventually(() => bodyFilesOnDisk(since).then((files) => files.length === 0)),
      'the partial file is removed when the client hangs up'
    )
  })

  test("a member sending a photo to another member's profile gets 403 before the body is read", async ({
    assert,
  }) => {
    const since = Date.now() - 1000
    const owner = await personWithRole(null)
    const intruder = await personWithRole(null)
    intruder.merge({ password: 'segredo123', emailVerifiedAt: DateTime.now() })
    await intruder.save()
    const browser = await signedInBrowser(intruder.email, 'segredo123')

    /* Announces 5 MB and sends the first 256 KB only: a server that reads the body first never answers. */
    const upload = httpRequest({
      host: process.env.HOST,
      port: Number(process.env.PORT),
      method: 'POST',
      path: `/perfil/${owner.id}/foto`,
      headers: {
        'cookie': browser.cookie,
        'x-xsrf-token': browser.xsrf,
        'accept': 'application/json',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(5 * 1024 * 1024),
      },
    })
    upload.on('error', () => {})
    const answered = new Promise<number | undefined>((resolve) => {
      upload.on('response', (response) => {
        response.resume()
        resolve(response.statusCode)
      })
    })
    upload.write(multipartHead('avatar', 'foto.png', 'image/png'))
    upload.write(Buffer.alloc(256 * 1024, 7))

    const status = await Promise.race([
      answered,
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 10_000).unref()),
    ])
    upload.destroy()
    assert.equal(status, 403, 'the refusal comes while the body is still unsent')
    assert.deepEqual(await bodyFilesOnDisk(since), [], 'nothing of the body was written')
  }).timeout(20_000)

  test('the running sweep removes idle leftovers and keeps files being written', async ({
    assert,
  }) => {
    const folder = temporaryFolder('multipart')
    await mkdir(folder, { recursive: true })
    const leftover = join(folder, 'sobra-de-um-processo-morto')
    const inUse = join(folder, 'envio-em-andamento')
    await writeFile(leftover, 'x')
    await writeFile(inUse, 'y')
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    await utimes(leftover, hourAgo, hourAgo)

    await sweepTemporaryFiles()

    const left = await readdir(folder)
    assert.notInclude(left, 'sobra-de-um-processo-morto')
    assert.include(left, 'envio-em-andamento')
    await sweepTemporaryFiles(0)
  })

  test('a server that starts removes every upload a killed process left, however recent', async ({
    assert,
  }) => {
    const folders = TEMPORARY_FOLDERS.map((name) => temporaryFolder(name))
    const leftovers = folders.map((folder) => join(folder, `sigkill-${randomUUID()}`))
    for (const [index, leftover] of leftovers.entries()) {
      await mkdir(folders[index], { recursive: true })
      await writeFile(leftover, Buffer.alloc(64 * 1024))
    }

    const instance = await AppInstance.start('depois-do-sigkill')
    try {
      /* The sweep runs when the providers are ready, right after the port opens. */
      for (const leftover of leftovers) {
        const gone = () =>
          stat(leftover).then(
            () => false,
            () => true
          )
        assert.isTrue(await eventually(gone), `${leftover} was swept at start`)
      }
    } finally {
      await instance.stop()
    }
  }).timeout(60_000)
})
