import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedCatalog } from '#database/seeding/catalog'
import { SEED_COURSES } from '#database/data/catalog/index'
import { premiumLearner } from '#tests/helpers/premium'
import { answerFor } from './support.js'

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

    /* The example is a question the mentor answers from that very lesson. */
    const [title] = quotedTitles(examples)
    const answer = await answerFor(client, 'farmacologia-cannabinoide', examples[0], {
      user: learner,
    })
    assert.equal(answer.kind, 'offline')
    assert.include(
      answer.citations.map((citation) => citation.title),
      title
    )
  })

  test('every seeded course with a mentor shows examples from its own lessons only, each answered from its lesson', async ({
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
      /* A learner per course: the mentor takes at most 6 questions a minute from one member. */
      const asker = await premiumLearner()
      for (const [index, example] of examples.entries()) {
        const answer = await answerFor(client, course.slug, example, { user: asker })
        assert.include(
          answer.citations.map((citation) => citation.title),
          quotedTitles(examples)[index],
          `${course.slug}: ${example}`
        )
      }
      shown.set(course.slug, examples)
    }
    const all = [...shown.values()].flat()
    assert.equal(new Set(all).size, all.length, 'no two courses share an example')
  })
})
