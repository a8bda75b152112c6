import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { seedCatalog } from '#database/seeding/catalog'
import { seedCatalogReviews } from '#database/seeding/catalog_reviews'
import { seedDemoUsers, DEMO_ADMIN, DEMO_LEARNER } from '#database/seeding/demo_users'

const TABLES = [
  'courses',
  'course_modules',
  'lessons',
  'course_reviews',
  'course_progress',
  'users',
  'profiles',
  'admin_users',
]

async function counts() {
  const result: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await db.from(table).count('* as total')
    result[table] = Number(row.total)
  }
  return result
}

async function seedAll() {
  await db.transaction(async (trx) => {
    await seedCatalog(trx)
    await seedCatalogReviews(trx)
    await seedDemoUsers(trx)
  })
}

test.group('Seeder', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('reports the demo logins only on the run that creates them', async ({ assert }) => {
    const first = await db.transaction((trx) => seedDemoUsers(trx))
    assert.deepEqual(
      first.created.map(({ label, email }) => `${label}: ${email}`),
      [`administrador: ${DEMO_ADMIN.email}`, `aluno Premium: ${DEMO_LEARNER.email}`]
    )
    const second = await db.transaction((trx) => seedDemoUsers(trx))
    assert.deepEqual(second.created, [])
  })

  test('running it twice changes nothing', async ({ assert }) => {
    await seedAll()
    const first = await counts()
    await seedAll()
    assert.deepEqual(await counts(), first)
    assert.equal(first.courses, 6)
  })

  test('seeds the spec catalogue: six slugs, cultivo 6/7/6/5 lessons, terpenos 13, the Continuar lessons exist', async ({
    assert,
  }) => {
    await seedAll()
    const rows = await db.from('courses').orderBy('id').select('slug')
    const slugs = rows.map((row) => row.slug)
    assert.deepEqual(slugs.sort(), [
      'analise-terpenos-ia',
      'business-plan-cannabis',
      'cultivo-indoor-avancado',
      'farmacologia-cannabinoide',
      'fundamentos-cannabis-ia',
      'regulamentacao-compliance',
    ])

    const perModule = await db
      .from('course_modules')
      .join('courses', 'courses.id', 'course_modules.course_id')
      .where('courses.slug', 'cultivo-indoor-avancado')
      .orderBy('course_modules.order_index')
      .select(
        db.raw(
          '(SELECT count(*) FROM lessons WHERE lessons.module_id = course_modules.id)::int AS total'
        )
      )
    assert.deepEqual(
      perModule.map((row) => row.total),
      [6, 7, 6, 5]
    )

    const publishedCount = async (slug: string) => {
      const [row] = await db
        .from('lessons')
        .join('courses', 'courses.id', 'lessons.course_id')
        .where('courses.slug', slug)
        .where('lessons.is_published', true)
        .count('* as total')
      return Number(row.total)
    }
    assert.equal(await publishedCount('analise-terpenos-ia'), 13)
    const continueLessons = {
      'cultivo-indoor-avancado': 9,
      'business-plan-cannabis': 14,
      'farmacologia-cannabinoide': 17,
      'analise-terpenos-ia': 6,
      'regulamentacao-compliance': 5,
    }
    for (const [slug, position] of Object.entries(continueLessons)) {
      assert.isAtLeast(await publishedCount(slug), position, `${slug} needs a lesson ${position}`)
    }

    const lessonsWithoutText = await db
      .from('lessons')
      .where((query) => query.whereNull('content').orWhere('content', ''))
      .count('* as total')
    assert.equal(Number(lessonsWithoutText[0].total), 0)
  })

  test('creates the demo admin (super_admin) and the demo learner printed in the README', async ({
    assert,
  }) => {
    await seedAll()
    const admin = await db.from('users').where('email', DEMO_ADMIN.email).firstOrFail()
    const learner = await db.from('users').where('email', DEMO_LEARNER.email).firstOrFail()
    const role = await db.from('admin_users').where('user_id', admin.id).firstOrFail()
    assert.equal(role.role, 'super_admin')
    assert.isNotNull(admin.email_verified_at)
    assert.isNotNull(learner.email_verified_at)
    assert.isNull(await db.from('admin_users').where('user_id', learner.id).first())
  })
})
