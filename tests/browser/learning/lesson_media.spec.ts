import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Course from '#models/course'
import Lesson from '#models/lesson'
import { seedCatalog } from '#database/seeding/catalog'
import { seedDemoMedia } from '#database/seeding/demo_media'
import { premiumLearner } from '#tests/helpers/premium'
import { hydrated } from '../helpers.js'

const SLUG = 'cultivo-indoor-avancado'

/** The seeded catalogue with its demo media (covers, previews, videos, captions, podcasts, PDFs). */
async function seededCatalog() {
  await db.transaction(async (trx) => {
    await seedCatalog(trx)
    await seedDemoMedia(trx)
  })
}

async function firstVideoLesson() {
  const course = await Course.findByOrFail('slug', SLUG)
  return Lesson.query()
    .where('course_id', course.id)
    .where('lesson_type', 'video')
    .orderBy('order_index')
    .firstOrFail()
}

test.group('Lesson media in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a seeded PDF lesson shows the PDF in Chromium's viewer, inside the page", async ({
    visit,
    browserContext,
    assert,
  }) => {
    await seededCatalog()
    const course = await Course.findByOrFail('slug', SLUG)
    const lesson = await Lesson.query()
      .where('course_id', course.id)
      .where('lesson_type', 'pdf')
      .orderBy('order_index')
      .firstOrFail()
    await browserContext.loginAs(await premiumLearner())

    const page = await visit('about:blank')
    /* The viewer is an extension frame inside the embedded PDF: attached once the CSP lets the object load. */
    const viewer = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame.url().startsWith('chrome-extension://'),
      timeout: 10_000,
    })
    await page.goto(`/cursos/${SLUG}/aula/${lesson.orderIndex}`)
    const viewerFrame = await viewer

    const pdfFrame = page.frames().find((frame) => /\/materiais\/\d+\/arquivo$/.test(frame.url()))
    assert.exists(
      pdfFrame,
      page
        .frames()
        .map((frame) => frame.url())
        .join(', ')
    )
    assert.isFalse(await page.getByText('Não foi possível mostrar o PDF aqui.').isVisible())
    /*
     * The document was read and its first page is the one shown: the viewer's
     * toolbar (Chromium's own markup, in shadow roots) has page 1 of at least 1
     * and the PDF's title.
     */
    const shown = await viewerFrame.waitForFunction(
      () => {
        const element = (globalThis as any).document.querySelector('pdf-viewer')
        const toolbar = element?.shadowRoot?.querySelector('viewer-toolbar')
        const pages = toolbar?.shadowRoot?.querySelector('viewer-page-selector')
        return pages?.docLength >= 1 && toolbar.docTitle
          ? { page: pages.pageNo as number, title: toolbar.docTitle as string }
          : null
      },
      undefined,
      { timeout: 10_000 }
    )
    const { page: pageNumber, title } = (await shown.jsonValue())!
    assert.equal(pageNumber, 1)
    assert.isAbove(title.length, 0)
  })

  test('a seeded video lesson plays a real video with pt-BR captions, and the speed is remembered', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await seededCatalog()
    const lesson = await firstVideoLesson()
    await browserContext.loginAs(await premiumLearner())

    const page = await visit(`/cursos/${SLUG}/aula/${lesson.orderIndex}`)
    await hydrated(page)
    const video = page.getByTestId('lesson-video')
    await video.waitFor()
    assert.equal(
      await video.locator('track[kind="captions"][srclang="pt-BR"]').getAttribute('src'),
      `/aulas/${lesson.id}/legendas`
    )

    /* Muted, as a browser allows a page to start playback without a gesture. */
    await video.evaluate((element: any) => {
      element.muted = true
      return element.play()
    })
    const player = await video.elementHandle()
    await page.waitForFunction(
      (node: any) => node.readyState >= 2 && node.currentTime > 0,
      player,
      { timeout: 20_000 }
    )
    /* The captions track loaded and shows its cues. */
    await page.waitForFunction(
      (node: any) => node.textTracks[0]?.mode === 'showing' && node.textTracks[0].cues?.length > 0,
      player
    )

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/aulas/${lesson.id}/posicao`) &&
        response.request().method() === 'POST' &&
        response.request().postData()?.includes('"rate":1.5') === true
    )
    await page.getByLabel('Velocidade').selectOption('1.5')
    const response = await saved
    assert.equal(response.status(), 200)
    assert.equal(await video.evaluate((element: any) => element.playbackRate), 1.5)

    await page.reload()
    await hydrated(page)
    assert.equal(await page.getByLabel('Velocidade').inputValue(), '1.5')
    await page.waitForFunction(
      (node: any) => node.readyState >= 1 && node.playbackRate === 1.5,
      await page.getByTestId('lesson-video').elementHandle()
    )
  })

  test('the landing page loads with no failed request, real covers and team initials', async ({
    visit,
    assert,
  }) => {
    await seededCatalog()
    const failures: string[] = []
    const page = await visit('about:blank')
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
    })
    page.on('requestfailed', (request) => failures.push(`falhou ${request.url()}`))

    await page.goto('/')
    await hydrated(page)
    const covers = page.locator('#cursos img')
    await covers.first().waitFor()
    await page.waitForFunction(
      (section: any) =>
        [...section.querySelectorAll('img')].every(
          (image: any) => image.complete && image.naturalWidth > 0
        ),
      await page.locator('#cursos').elementHandle()
    )
    assert.match((await covers.first().getAttribute('src'))!, /^\/uploads\/course-thumbnails\//)
    await page.getByRole('heading', { name: 'Prof. André Lima' }).waitFor()
    await page.locator('#time').getByText('AL', { exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    assert.deepEqual(failures, [])
  })
})
