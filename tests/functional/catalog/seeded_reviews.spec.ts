import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedCatalog } from '#database/seeding/catalog'
import { seedCatalogReviews } from '#database/seeding/catalog_reviews'
import { SEED_COURSES } from '#database/data/catalog/index'
import { SEED_REVIEWERS } from '#database/data/catalog/reviewers'

async function seed() {
  await db.transaction(async (trx) => {
    await seedCatalog(trx)
    await seedCatalogReviews(trx)
  })
}

async function reviewRows() {
  return db
    .from('course_reviews as r')
    .join('courses as c', 'c.id', 'r.course_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'r.user_id')
    .leftJoin('course_progress as cp', (join) =>
      join.on('cp.user_id', 'r.user_id').andOn('cp.course_id', 'r.course_id')
    )
    .select(
      'c.slug',
      'r.author_name',
      'u.email',
      'u.full_name',
      'p.id as profile_id',
      'cp.id as progress_id',
      'u.created_at as signed_up',
      'cp.started_at',
      'r.created_at',
      'r.updated_at'
    )
}

test.group('Seeded reviews', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every seeded review is written by a seeded member who exists, has a profile and started the course', async ({
    assert,
  }) => {
    await seed()
    const rows = await reviewRows()
    const expected = SEED_COURSES.reduce((sum, course) => sum + course.reviews.length, 0)

    assert.lengthOf(rows, expected)
    const reviewerEmails = new Set(SEED_REVIEWERS.map((member) => member.email))
    for (const row of rows) {
      assert.isTrue(reviewerEmails.has(row.email), `${row.slug}: ${row.author_name}`)
      assert.equal(row.author_name, row.full_name)
      assert.isNotNull(row.profile_id, `${row.author_name} has no profile`)
      assert.isNotNull(row.progress_id, `${row.author_name} never started ${row.slug}`)
    }
  })

  test('seeding the reviews twice changes nothing, and reviews of an older seed without author go', async ({
    assert,
  }) => {
    await seed()
    const [course] = await db.from('courses').where('slug', 'cultivo-indoor-avancado').select('id')
    const seedComment = SEED_COURSES.find((c) => c.slug === 'cultivo-indoor-avancado')!.reviews[0]
      .comment
    await db.table('course_reviews').insert({
      course_id: course.id,
      user_id: null,
      author_name: 'Thiago Almeida',
      rating: 5,
      comment: seedComment,
      created_at: new Date(),
    })
    const count = async (table: string) => {
      const [row] = await db.from(table).count('* as n')
      return Number(row.n)
    }

    await seed()
    const first = {
      reviews: await count('course_reviews'),
      users: await count('users'),
      profiles: await count('profiles'),
      progress: await count('course_progress'),
    }
    await seed()

    assert.deepEqual(
      {
        reviews: await count('course_reviews'),
        users: await count('users'),
        profiles: await count('profiles'),
        progress: await count('course_progress'),
      },
      first
    )
    const anonymous = await db.from('course_reviews').whereNull('user_id').count('* as n')
    assert.equal(Number(anonymous[0].n), 0)
  })

  test("each seeded course's page counts exactly its reviews and their authors as students", async ({
    client,
    assert,
  }) => {
    await seed()
    for (const seedCourse of SEED_COURSES) {
      const page = await client.get(`/cursos/${seedCourse.slug}`).withInertia()
      const ratings = seedCourse.reviews.map((r) => r.rating)
      const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
      assert.include(page.inertiaProps.course, {
        reviews: seedCourse.reviews.length,
        rating: average,
        students: seedCourse.reviews.length,
      })
    }
  })

  test('no seeded review shows "(editada)", and none predates its author’s account or course start', async ({
    client,
    assert,
  }) => {
    await seed()
    const rows = await reviewRows()
    assert.isNotEmpty(rows)
    for (const row of rows) {
      const label = row.email
      assert.equal(new Date(row.updated_at).getTime(), new Date(row.created_at).getTime(), label)
      assert.isAtMost(new Date(row.signed_up).getTime(), new Date(row.started_at).getTime(), label)
      assert.isBelow(new Date(row.started_at).getTime(), new Date(row.created_at).getTime(), label)
    }

    for (const seedCourse of SEED_COURSES.filter((course) => course.tabs.includes('avaliacoes'))) {
      const tab = await client.get(`/cursos/${seedCourse.slug}?aba=avaliacoes`).withInertia()
      const reviews = tab.inertiaProps.reviews as { edited: boolean }[]
      assert.lengthOf(reviews, seedCourse.reviews.length, seedCourse.slug)
      assert.isTrue(
        reviews.every((review) => !review.edited),
        seedCourse.slug
      )
      const html = await client.get(`/cursos/${seedCourse.slug}?aba=avaliacoes`)
      assert.notInclude(html.text(), '(editada)', seedCourse.slug)
    }
  })
})
