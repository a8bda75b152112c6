import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import Lesson from '#models/lesson'
import LessonNote from '#models/lesson_note'
import CourseMaterial from '#models/course_material'
import CourseModule from '#models/course_module'
import { CourseFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import Subscription from '#models/subscription'
import type { BrowserContext, Page } from 'playwright'
import { controlledByWorker, hydrated, optInServiceWorker } from '../helpers.js'
import { eventually } from '#tests/helpers/eventually'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)
/* The notes box's status once the note is stored on the device (the banner also says 'salva neste aparelho'). */
const NOTE_KEPT = 'Salva neste aparelho. Será enviada quando a conexão voltar.'
const PDF_KEY = 'course-materials/1700000000101-apostila-offline.pdf'
const IMAGE_KEY = 'course-thumbnails/1700000000102-semente.png'

/*
| The checks below run in the page and ask again until they hold: what they
| read (Cache Storage, the server) answers with a promise.
*/

/** A premium text lesson with an image in its text and a PDF material. */
async function textLesson() {
  await drive.use().put(PDF_KEY, PDF)
  await drive.use().put(IMAGE_KEY, PNG)
  const course = await CourseFactory.merge({ price: 37, title: 'Germinação sem erro' }).create()
  const module = await CourseModule.create({
    courseId: course.id,
    title: 'Sementes',
    orderIndex: 1,
    releaseAfterDays: 0,
  })
  const lesson = await Lesson.create({
    courseId: course.id,
    moduleId: module.id,
    title: 'Teste da água',
    content: `## Sementes que afundam\n\nAs sementes viáveis afundam em 24 horas.\n\n![Semente germinando](/uploads/${IMAGE_KEY})`,
    lessonType: 'text',
    orderIndex: 1,
    isPublished: true,
    isFreePreview: false,
    objectives: [],
  })
  await CourseMaterial.create({
    courseId: course.id,
    lessonId: lesson.id,
    title: 'Apostila de germinação',
    fileType: 'pdf',
    fileUrl: `/uploads/${PDF_KEY}`,
    storageKey: PDF_KEY,
    fileSizeBytes: PDF.length,
  })
  /* A video lesson of the same module: not one to read offline. */
  await Lesson.create({
    courseId: course.id,
    moduleId: module.id,
    title: 'Vídeo da germinação',
    lessonType: 'video',
    orderIndex: 2,
    isPublished: true,
    isFreePreview: false,
    objectives: [],
  })
  return { course, lesson }
}

/** How many notes typed offline wait in the device's outbox. */
function notesWaiting(page: Page) {
  return page.evaluate(countOutbox)
}

/* Run in the page (sent to it as source: no outer names). An outbox never created counts 0. */
function countOutbox() {
  return new Promise<number>((resolve, reject) => {
    const opening = (globalThis as any).indexedDB.open('gt-offline-notes')
    opening.onupgradeneeded = () => opening.transaction.abort()
    opening.onerror = () => resolve(0)
    opening.onsuccess = () => {
      const db = opening.result
      if (!db.objectStoreNames.contains('outbox')) {
        db.close()
        return resolve(0)
      }
      const count = db.transaction('outbox').objectStore('outbox').count()
      count.onerror = () => reject(count.error)
      count.onsuccess = () => resolve(count.result)
      db.close()
    }
  })
}

/** The outbox empties once the server has kept every note. */
function waitUntilNoNotes(page: Page) {
  return eventually(
    'anotações enviadas ao servidor',
    async () => (await notesWaiting(page)) === 0,
    30_000
  )
}

/** Whether the device keeps a copy of the lesson at this address. */
function savedOnDevice(page: Page, lessonUrl: string) {
  return page.evaluate(async (url) => {
    const cache = await (globalThis as any).caches.open('gt-offline-lessons')
    return (await cache.match(url)) !== undefined
  }, lessonUrl)
}

/**
 * The member saves the lesson with 'Baixar para ler offline' (the worker
 * opted in, Plataforma 108), the network goes, and the lesson is opened again
 * from the device: the page and the worker's response.
 */
async function readSavedLessonOffline(
  visit: (url: string) => Promise<Page>,
  context: BrowserContext,
  lessonUrl: string
) {
  await optInServiceWorker(context)
  const page = await visit(lessonUrl)
  await hydrated(page)
  await page.getByRole('button', { name: 'Baixar para ler offline' }).click()
  await page.getByText('Disponível offline').waitFor({ timeout: 60_000 })
  await controlledByWorker(page)
  await context.setOffline(true)
  const offline = await page.goto(lessonUrl)
  await page.getByText('Você está offline. Esta aula foi salva neste aparelho.').waitFor()
  return { page, offline }
}

/** Waits until the saved lessons are gone from the device (and, if asked, the owner mark). */
function savedLessonsGone(page: Page, withOwner = false) {
  return eventually('aulas salvas apagadas do aparelho', () =>
    page.evaluate(async (owner) => {
      const browser = globalThis as any
      const kept = await browser.caches.has('gt-offline-lessons')
      return !kept && !(owner && browser.localStorage.getItem('gt-offline-owner') !== null)
    }, withOwner)
  )
}

test.group('Offline lessons in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a lesson saved for offline opens without the network and its note reaches the server', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course, lesson } = await textLesson()
    const member = await premiumLearner({ fullName: 'Olívia Offline' })
    await browserContext.loginAs(member)
    const lessonUrl = `/cursos/${course.slug}/aula/1`
    const { page, offline } = await readSavedLessonOffline(visit, browserContext, lessonUrl)
    /* The worker's page allows no script but its own, by nonce. */
    const policy = offline!.headers()['content-security-policy']
    assert.match(policy, /script-src 'nonce-[0-9a-f]{32}'/)
    assert.include(policy, "default-src 'none'")
    await page.getByRole('heading', { name: 'Teste da água', level: 1 }).waitFor()
    assert.isTrue(await page.getByText('As sementes viáveis afundam em 24 horas.').isVisible())
    const image = page.getByRole('img', { name: 'Semente germinando' })
    await page.waitForFunction(
      () => (globalThis as any).document.querySelector('article img')?.naturalWidth > 0
    )
    assert.isTrue(await image.isVisible())

    const pdfLink = page.getByRole('link', { name: 'Abrir o PDF: Apostila de germinação' })
    const href = await pdfLink.getAttribute('href')
    assert.match(href!, /^\/materiais\/\d+\/arquivo$/)
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url)
      const text = await response.text()
      return { type: response.headers.get('content-type'), start: text.slice(0, 8) }
    }, href!)
    assert.equal(pdf.type, 'application/pdf')
    assert.equal(pdf.start, '%PDF-1.4')

    await page.getByLabel('Minhas anotações').fill('Anotado no ônibus, sem sinal')
    await page.getByText(NOTE_KEPT, { exact: true }).waitFor()

    /* A page that was never saved still says it needs the network, in pt-BR. */
    const other = await browserContext.newPage()
    await other.goto('/cursos')
    await other.getByRole('heading', { name: 'Você está offline' }).waitFor()
    await other.close()

    /*
     * The first send fails as if the connection were not back yet (the page
     * hears 'online' before the network answers): the page asks again.
     */
    let refused = 0
    await browserContext.route('**/aulas/*/anotacoes', (route) =>
      refused++ === 0 ? route.abort('internetdisconnected') : route.continue()
    )
    await browserContext.setOffline(false)
    await page.getByText('Sincronizado', { exact: true }).waitFor({ timeout: 30_000 })
    assert.isAbove(refused, 1)
    await browserContext.unroute('**/aulas/*/anotacoes')
    await page.getByRole('link', { name: 'Abrir a aula completa' }).waitFor()
    const note = await LessonNote.query()
      .where({ userId: member.id, lessonId: lesson.id })
      .firstOrFail()
    assert.equal(note.body, 'Anotado no ônibus, sem sinal')
    assert.isTrue(note.updatedAt! <= DateTime.now())

    /* Signing out removes the lessons kept on this device. */
    const home = await visit('/dashboard')
    await hydrated(home)
    await home.getByRole('button', { name: 'Menu da conta' }).click()
    await home.getByRole('menuitem', { name: 'Sair da conta' }).click()
    await home.waitForURL((url) => url.pathname === '/')
    await savedLessonsGone(home, true)
    assert.equal(await notesWaiting(home), 0)
  })
  test('a note typed offline waits through an expired session and is sent once its member signs in again', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course } = await textLesson()
    const member = await premiumLearner()
    await browserContext.loginAs(member)
    const lessonUrl = `/cursos/${course.slug}/aula/1`
    const { page } = await readSavedLessonOffline(visit, browserContext, lessonUrl)
    await page.getByLabel('Minhas anotações').fill('Escrita na estrada, enviada depois')
    await page.getByText(NOTE_KEPT, { exact: true }).waitFor()
    await page.close()

    /* The session ended meanwhile: the saved lesson leaves the device, the note waits for its member. */
    await browserContext.clearCookies()
    await browserContext.setOffline(false)
    const visitor = await visit('/')
    await savedLessonsGone(visitor)
    assert.equal(await notesWaiting(visitor), 1)
    await visitor.close()

    await browserContext.loginAs(member)
    const dashboard = await visit('/dashboard')
    await hydrated(dashboard)
    await waitUntilNoNotes(dashboard)
    await dashboard.goto(lessonUrl)
    await hydrated(dashboard)
    await dashboard.getByRole('tab', { name: 'Sobre a Aula' }).click()
    assert.equal(
      await dashboard.getByLabel('Minhas anotações').inputValue(),
      'Escrita na estrada, enviada depois'
    )
  })
  test("'Baixar módulo para ler offline' on the course page saves the module's text lessons", async ({
    visit,
    browserContext,
  }) => {
    const { course } = await textLesson()
    await browserContext.loginAs(await premiumLearner())

    const page = await visit(`/cursos/${course.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Módulo 1: Sementes', expanded: true }).waitFor()
    await page.getByRole('button', { name: 'Baixar módulo para ler offline' }).click()
    await page.getByText('Disponível offline: 1 aula').waitFor({ timeout: 60_000 })

    await browserContext.setOffline(true)
    await page.goto(`/cursos/${course.slug}/aula/1`)
    await page.getByText('Você está offline. Esta aula foi salva neste aparelho.').waitFor()
    await page.getByRole('heading', { name: 'Teste da água', level: 1 }).waitFor()
    await page.goto(`/cursos/${course.slug}/aula/2`)
    await page.getByRole('heading', { name: 'Você está offline' }).waitFor()
    await browserContext.setOffline(false)
  })
  test('a saved premium lesson leaves the device once the subscription is over', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course } = await textLesson()
    const member = await premiumLearner()
    await browserContext.loginAs(member)
    const lessonUrl = `/cursos/${course.slug}/aula/1`

    const page = await visit(lessonUrl)
    await hydrated(page)
    await page.getByRole('button', { name: 'Baixar para ler offline' }).click()
    await page.getByText('Disponível offline').waitFor({ timeout: 60_000 })
    assert.isTrue(await savedOnDevice(page, lessonUrl))

    const subscription = await Subscription.findByOrFail('userId', member.id)
    await subscription.delete()
    const next = await visit('/dashboard')
    await hydrated(next)
    await eventually(
      'aula Premium apagada do aparelho',
      async () => !(await savedOnDevice(next, lessonUrl))
    )
  })
})
