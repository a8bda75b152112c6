import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedCatalog } from '#database/seeding/catalog'
import { SEED_COURSES } from '#database/data/catalog/index'
import { premiumLearner } from '#tests/helpers/premium'

/** The lesson titles an example question quotes (“…”). */
const quotedTitles = (examples: string[]) =>
  examples.map((example) => /“(.+)”/.exec(example)?.[1] ?? example)

const titlesOf = (slug: string) =>
  SEED_COURSES.find((course) => course.slug === slug)!.modules.flatMap((module) =>
    module.lessons.map((lesson) => lesson.title)
  )

/* The tips beside each course's mentor suggest questions about that course, never another's. */
test.group('Mentor: example questions of each course', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("Farmacologia's mentor suggests questions about Farmacologia's lessons, not VPD", async ({
    client,
    assert,
  }) => {
    await db.transaction((trx) => seedCatalog(trx))
    const learner = await premiumLearner()
    const page = await client
      .get('/cursos/farmacologia-cannabinoide?aba=mentor')
      .loginAs(learner)
      .withInertia()
    page.assertStatus(200)
    const { examples } = (page.inertiaProps as { mentor: { examples: string[] } }).mentor

    assert.isNotEmpty(examples)
    for (const title of quotedTitles(examples))
      assert.include(titlesOf('farmacologia-cannabinoide'), title)
    assert.notMatch(examples.join(' '), /VPD|floração/)
  })

  test('every seeded course with a mentor shows examples from its own lessons only', async ({
    client,
    assert,
  }) => {
    await db.transaction((trx) => seedCatalog(trx))
    const learner = await premiumLearner()
    const shown = new Map<string, string[]>()
    for (const course of SEED_COURSES.filter((seed) => seed.tabs.includes('mentor'))) {
      const page = await client
        .get(`/cursos/${course.slug}?aba=mentor`)
        .loginAs(learner)
        .withInertia()
      const { examples } = (page.inertiaProps as { mentor: { examples: string[] } }).mentor
      assert.isNotEmpty(examples, course.slug)
      for (const title of quotedTitles(examples)) assert.include(titlesOf(course.slug), title)
      shown.set(course.slug, examples)
    }
    const all = [...shown.values()].flat()
    assert.equal(new Set(all).size, all.length, 'no two courses share an example')
  })
})
