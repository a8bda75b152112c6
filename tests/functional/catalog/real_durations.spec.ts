import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { parseFile } from 'music-metadata'
import Course from '#models/course'
import Lesson from '#models/lesson'
import { SEED_COURSES } from '#database/data/catalog/index'
import { seedCatalog } from '#database/seeding/catalog'
import { DEMO_MEDIA_ROOT, seedDemoMedia } from '#database/seeding/demo_media'
import { demoMediaFiles } from '#domain/catalog/demo_media'
import { courseDurationSeconds } from '#services/catalog/course_duration'
import { premiumLearner } from '#tests/helpers/premium'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'
import { durationBadgesIn, lastCueEnd, secondsIn } from '#tests/helpers/durations'
import { createCourse } from './helpers.js'

/**
 * How long a seeded lesson's media really plays, measured apart from the
 * app: a video until its last caption ends, a podcast as its own file states.
 */
async function realLength(file: string, captions?: string) {
  if (captions) return lastCueEnd(await readFile(`${DEMO_MEDIA_ROOT}/${captions}`, 'utf8'))
  const { format } = await parseFile(`${DEMO_MEDIA_ROOT}/${file}`)
  return format.duration!
}

/** Every seeded lesson that plays a demo video or podcast, with its lesson address. */
function seededMediaLessons() {
  const found = []
  for (const seed of SEED_COURSES) {
    const files = demoMediaFiles(seed.slug)
    let position = 0
    let published = 0
    for (const module of seed.modules) {
      for (const lesson of module.lessons) {
        position += 1
        if (lesson.isPublished ?? true) published += 1
        const media = files.lesson(position, lesson.type)
        if (!media || media.kind === 'pdf') continue
        found.push({
          slug: seed.slug,
          title: lesson.title,
          orderIndex: position,
          /* The lesson's address counts published lessons only. */
          urlPosition: (lesson.isPublished ?? true) ? published : null,
          media,
        })
      }
    }
  }
  return found
}

type ModuleHeading = { key: string; durationSeconds: number; publishedCount: number }
type LessonRow = { durationSeconds: number; position: number | null }

test.group('Real durations of the seeded catalogue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.setup(renderEveryPageOnServer)

  test('every seeded video and podcast lasts what its file plays (within 10 %), badge included', async ({
    client,
    assert,
  }) => {
    await db.transaction(async (trx) => {
      await seedCatalog(trx)
      await seedDemoMedia(trx)
    })
    const subscriber = await premiumLearner()
    const lessons = seededMediaLessons()
    assert.isAtLeast(lessons.length, 40)
    const podcastPage = await client.get('/podcast')
    const podcastProps = await client.get('/podcast').withInertia()
    const episodes = podcastProps.inertiaProps.episodes as {
      title: string
      durationSeconds: number
    }[]
    const episodeBadges = durationBadgesIn(podcastPage.text())
    let podcasts = 0

    for (const seeded of lessons) {
      const real = await realLength(seeded.media.file, seeded.media.captions)
      const course = await Course.findByOrFail('slug', seeded.slug)
      const lesson = await Lesson.query()
        .where('course_id', course.id)
        .where('order_index', seeded.orderIndex)
        .firstOrFail()
      const label = `${seeded.slug} #${seeded.orderIndex} (${real.toFixed(1)} s)`
      assert.equal(lesson.title, seeded.title)
      assert.isAtMost(Math.abs(lesson.durationSeconds - real), real * 0.1, label)
      if (seeded.urlPosition === null) continue

      if (seeded.media.kind === 'audio') {
        /* The /podcast page lists the episode with the same real length. */
        const index = episodes.findIndex((episode) => episode.title === seeded.title)
        assert.isAtLeast(index, 0, `${label}: not on /podcast`)
        assert.equal(episodes[index].durationSeconds, lesson.durationSeconds, label)
        const badge = episodeBadges[index]
        assert.isAtMost(Math.abs(secondsIn(badge) - real), real * 0.1, `${label}: '${badge}'`)
        podcasts += 1
      }

      const page = await client
        .get(`/cursos/${seeded.slug}/aula/${seeded.urlPosition}`)
        .loginAs(subscriber)
      page.assertStatus(200)
      const [badge] = durationBadgesIn(page.text())
      assert.exists(badge, `${label}: no badge`)
      assert.isAtMost(Math.abs(secondsIn(badge) - real), real * 0.1, `${label}: '${badge}'`)
      /* The invented lengths are gone: no seeded video or episode lasts 40 minutes. */
      assert.notMatch(badge, /^[1-9]\d min$/, label)
    }
    assert.equal(podcasts, 2)
  })

  test("each course's total is the sum of its lessons, module by module, and what the certificate reads", async ({
    client,
    assert,
  }) => {
    await db.transaction(async (trx) => {
      await seedCatalog(trx)
      await seedDemoMedia(trx)
    })

    for (const seed of SEED_COURSES) {
      const course = await Course.findByOrFail('slug', seed.slug)
      const published = await Lesson.query()
        .where('course_id', course.id)
        .where('is_published', true)
      const sum = published.reduce((total, lesson) => total + lesson.durationSeconds, 0)
      assert.isAbove(sum, 0, seed.slug)

      const page = await client.get(`/cursos/${seed.slug}?modulos=todos`).withInertia()
      const props = page.inertiaProps as {
        course: { durationSeconds: number }
        content: { modules: ModuleHeading[] }
      }
      assert.equal(props.course.durationSeconds, sum, seed.slug)
      assert.equal(await courseDurationSeconds(course.id), sum, seed.slug)

      const modules = props.content.modules
      assert.equal(
        modules.reduce((total, module) => total + module.durationSeconds, 0),
        sum,
        seed.slug
      )
      for (const module of modules) {
        const reload = await client
          .get(`/cursos/${seed.slug}?modulo=${module.key}`)
          .withInertia()
          .withInertiaPartialReload('courses/show', ['lessons'])
        const rows = (reload.inertiaProps.lessons as Record<string, LessonRow[]>)[module.key]
        const publishedRows = rows.filter((row) => row.position !== null)
        assert.lengthOf(publishedRows, module.publishedCount)
        assert.equal(
          publishedRows.reduce((total, row) => total + row.durationSeconds, 0),
          module.durationSeconds,
          `${seed.slug} ${module.key}`
        )
      }

      /* The header and the side card read the same total, within the 10 % its format allows. */
      const coursePage = await client.get(`/cursos/${seed.slug}`)
      const shown = [...coursePage.text().matchAll(/([\d hmins]+) de conteúdo/g)]
      assert.lengthOf(shown, 2, seed.slug)
      for (const [, text] of shown)
        assert.isAtMost(Math.abs(secondsIn(text) - sum), sum * 0.1, `${seed.slug}: '${text}'`)
    }
  })
})

test.group('Course length kept with its lessons', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('publishing, editing, moving and deleting lessons keep the course total their sum', async ({
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [3], lessonSeconds: 100 })
    const { course: other } = await createCourse({}, { modules: [1], lessonSeconds: 50 })
    const total = async (id: number) => {
      const row = await Course.findOrFail(id)
      return row.durationSeconds
    }

    assert.equal(await total(course.id), 300)

    await lessons[0].merge({ isPublished: false }).save()
    assert.equal(await total(course.id), 200)

    await lessons[1].merge({ mediaSeconds: 160 }).save()
    assert.equal(await total(course.id), 260)

    /* A write that skips the model still counts the duration it stores. */
    await db.from('lessons').where('id', lessons[2].id).update({ course_id: other.id })
    assert.equal(await total(course.id), 160)
    assert.equal(await total(other.id), 150)

    await lessons[1].delete()
    assert.equal(await total(course.id), 0)
    assert.equal(await courseDurationSeconds(other.id), 150)
  })
})
