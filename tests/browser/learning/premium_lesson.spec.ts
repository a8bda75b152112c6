import { test } from '@japa/runner'
import { switchMember } from '../helpers.js'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import type Course from '#models/course'
import Lesson from '#models/lesson'
import { CourseFactory } from '#database/factories/course_factory'
import { contentAdmin, freeLearner, premiumLearner } from '#tests/helpers/premium'

const VIDEO_KEY = 'course-videos/1700000000000-aula-premium.mp4'
const AUDIO_KEY = 'course-materials/1700000000000-episodio.wav'

/** A real, playable WAV (mono 8 kHz, 8-bit): `seconds` of a quiet tone. */
function wav(seconds: number) {
  const rate = 8000
  const samples = Buffer.alloc(rate * seconds, 0)
  for (let index = 0; index < samples.length; index++) {
    samples[index] = 128 + Math.round(20 * Math.sin((index / rate) * 2 * Math.PI * 440))
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate, 28)
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples.length, 40)
  return Buffer.concat([header, samples])
}

async function lesson(course: Course, attributes: Partial<Lesson>) {
  return Lesson.create({
    courseId: course.id,
    lessonType: 'video',
    isPublished: true,
    isFreePreview: false,
    objectives: ['Entender o manejo de pragas'],
    ...attributes,
  } as Partial<Lesson>)
}

/** A paid course (lesson 1 free preview, 2 premium video, 3 premium podcast) and a free course. */
async function catalogue() {
  await drive.use().put(VIDEO_KEY, Buffer.alloc(4096, 1))
  await drive.use().put(AUDIO_KEY, wav(6))
  const paid = await CourseFactory.merge({ title: 'Cultivo Orgânico', price: 37 }).create()
  await lesson(paid, {
    title: 'Boas-vindas',
    orderIndex: 1,
    isFreePreview: true,
    lessonType: 'text',
    content: 'Conteúdo-da-aula-aberta',
  })
  const premium = await lesson(paid, {
    title: 'Manejo integrado de pragas',
    description: 'Como prevenir ácaros e fungos no cultivo.',
    orderIndex: 2,
    videoUrl: `/uploads/${VIDEO_KEY}`,
    content: 'Conteúdo-exclusivo-premium',
  })
  const podcast = await lesson(paid, {
    title: 'Episódio: a safra de 2024',
    orderIndex: 3,
    lessonType: 'podcast',
    videoUrl: `/uploads/${AUDIO_KEY}`,
    content: 'Roteiro-do-episodio',
  })
  const free = await CourseFactory.merge({ title: 'Introdução gratuita', price: 0 }).create()
  await lesson(free, { title: 'Abertura', orderIndex: 1, isFreePreview: true, lessonType: 'text' })
  await lesson(free, {
    title: 'Segunda aula grátis',
    orderIndex: 2,
    lessonType: 'text',
    content: 'Conteúdo-do-curso-gratuito',
  })
  return { paid, free, premium, podcast }
}

test.group('Premium lessons in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a learner without premium opens a premium lesson: title, description, upgrade panel and no content', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { paid, premium } = await catalogue()
    const learner = await freeLearner()
    await browserContext.loginAs(learner)

    const page = await visit(`/cursos/${paid.slug}/aula/2`)

    await page.getByRole('heading', { name: 'Manejo integrado de pragas' }).waitFor()
    await page.getByText('Como prevenir ácaros e fungos no cultivo.').first().waitFor()
    await page.getByText('Aula exclusiva do Plano Premium').waitFor()
    const subscribe = page.getByRole('button', { name: 'Assinar Agora' })
    await subscribe.waitFor()
    assert.equal(
      await subscribe.locator('xpath=ancestor::form').getAttribute('action'),
      '/assinatura/checkout'
    )
    await page.getByText('Entender o manejo de pragas').waitFor()

    await page.assertNotExists('video')
    assert.notInclude(await page.locator('body').innerText(), 'Conteúdo-exclusivo-premium')
    await page.assertNotExists('text=Marcar como Concluída')
    await page.getByRole('tab', { name: 'Sobre a Aula' }).click()
    await page
      .getByText('As anotações ficam disponíveis quando você tem acesso a esta aula.')
      .waitFor()
    await page.assertNotExists('textarea')

    /* The file itself is refused too, even with the right address. */
    const video = await page.request.get(`/aulas/${premium.id}/video`)
    assert.equal(video.status(), 403)
    const guessed = await page.request.get(`/uploads/${VIDEO_KEY}`)
    assert.equal(guessed.status(), 404)

    /* The free preview of the same course is open to this learner. */
    await page.goto(`/cursos/${paid.slug}/aula/1`)
    await page.getByText('Conteúdo-da-aula-aberta').waitFor()
    await page.assertNotExists('[data-testid="premium-upgrade-panel"]')
  })

  test('a subscriber sees the premium content, with the video served by the authorized route', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { paid, premium } = await catalogue()
    const subscriber = await premiumLearner()
    await browserContext.loginAs(subscriber)

    const page = await visit(`/cursos/${paid.slug}/aula/2`)

    await page.getByText('Conteúdo-exclusivo-premium').waitFor()
    await page.assertNotExists('[data-testid="premium-upgrade-panel"]')
    await page.getByRole('button', { name: 'Marcar como Concluída' }).waitFor()
    const src = `/aulas/${premium.id}/video`
    assert.equal(await page.locator('video').getAttribute('src'), src)
    const part = await page.request.get(src, { headers: { Range: 'bytes=0-1023' } })
    assert.equal(part.status(), 206)
    assert.equal(part.headers()['content-range'], 'bytes 0-1023/4096')
  })

  test('the podcast player loads through the authorized route and can seek', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { paid, podcast } = await catalogue()
    const subscriber = await premiumLearner()
    await browserContext.loginAs(subscriber)
    const ranges: string[] = []
    const page = await visit('/')
    page.on('request', (request) => {
      if (request.url().endsWith(`/aulas/${podcast.id}/video`))
        ranges.push(request.headers()['range'] ?? '(sem Range)')
    })
    await page.goto(`/cursos/${paid.slug}/aula/3`)

    const audio = page.locator('audio')
    await audio.waitFor({ state: 'attached' })
    assert.equal(await audio.getAttribute('src'), `/aulas/${podcast.id}/video`)
    /*
     * A function, not a string: a string predicate is eval'ed on every poll,
     * which the page's Content-Security-Policy (no 'unsafe-eval') refuses.
     */
    await page.waitForFunction(
      (node: any) => node.readyState >= 1 && Number.isFinite(node.duration),
      await audio.elementHandle(),
      { timeout: 10_000 }
    )
    /* Page-side code as a string: the test program has no DOM types (evaluate runs it once, no eval). */
    const seeked = (await page.evaluate(`(async () => {
      const a = document.querySelector('audio')
      a.currentTime = 4
      await new Promise((resolve) => a.addEventListener('seeked', resolve, { once: true }))
      return {
        duration: a.duration,
        currentTime: a.currentTime,
        seekableEnd: a.seekable.length ? a.seekable.end(0) : 0,
      }
    })()`)) as { duration: number; currentTime: number; seekableEnd: number }
    assert.approximately(seeked.duration, 6, 0.1)
    assert.approximately(seeked.currentTime, 4, 0.1)
    assert.approximately(seeked.seekableEnd, 6, 0.1, 'the whole file is seekable (ranges)')
    assert.isTrue(
      ranges.some((range) => range.startsWith('bytes=')),
      `the player asked for byte ranges: ${ranges.join(', ')}`
    )
  })

  test('what each viewer sees on a free-preview lesson, a premium lesson and a lesson of a free course', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { paid, free } = await catalogue()
    const lessons = {
      preview: { url: `/cursos/${paid.slug}/aula/1`, content: 'Conteúdo-da-aula-aberta' },
      premium: { url: `/cursos/${paid.slug}/aula/2`, content: 'Conteúdo-exclusivo-premium' },
      freeCourse: { url: `/cursos/${free.slug}/aula/2`, content: 'Conteúdo-do-curso-gratuito' },
    }
    const SIGN_IN = 'Entre para assistir a esta aula'
    const SUBSCRIBE = 'Aula exclusiva do Plano Premium'
    const viewers = [
      {
        name: 'visitor',
        user: null,
        sees: { preview: SIGN_IN, premium: SIGN_IN, freeCourse: SIGN_IN },
      },
      {
        name: 'learner',
        user: await freeLearner(),
        sees: { preview: true, premium: SUBSCRIBE, freeCourse: true },
      },
      {
        name: 'subscriber',
        user: await premiumLearner(),
        sees: { preview: true, premium: true, freeCourse: true },
      },
      {
        name: 'admin',
        user: await contentAdmin(),
        sees: { preview: true, premium: true, freeCourse: true },
      },
    ] as const

    const page = await visit('/')
    for (const viewer of viewers) {
      if (viewer.user) await switchMember(browserContext, viewer.user, page)
      for (const [key, lessonPage] of Object.entries(lessons) as [
        keyof typeof lessons,
        { url: string; content: string },
      ][]) {
        await page.goto(lessonPage.url)
        const expected = viewer.sees[key]
        if (expected === true) {
          await page.getByText(lessonPage.content).first().waitFor()
          await page.assertNotExists('[data-testid="premium-upgrade-panel"]')
        } else {
          await page.getByText(expected).waitFor()
          assert.notInclude(await page.locator('body').innerText(), lessonPage.content)
        }
      }
    }
  })
})
