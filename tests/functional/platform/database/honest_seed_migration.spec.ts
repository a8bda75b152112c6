import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import CourseReview from '#models/course_review'
import CourseProgress from '#models/course_progress'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory } from '#database/factories/forum_factory'
import HonestSeedData from '#database/migrations/0840_honest_seed_data'

/** Runs the data migration again, on what the test wrote (the schema is already migrated). */
const migrate = () => new HonestSeedData(db.connection(), '0840_honest_seed_data').execUp()

/* A database seeded before issue 26 has invented figures; 0840 puts the recorded ones back. */
test.group('Migration 0840: honest seed data in databases seeded before', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a discussion shows the views recorded, not the figure an old seed wrote', async ({
    assert,
  }) => {
    const discussion = await DiscussionFactory.with('author').merge({ viewsCount: 413 }).create()
    const reader = await UserFactory.create()
    await db.table('forum_discussion_views').insert({
      discussion_id: discussion.id,
      user_id: reader.id,
      viewed_on: '2026-11-20',
    })
    await migrate()
    await discussion.refresh()
    assert.equal(discussion.viewsCount, 1)
  })

  test('a review dated before its author signed up loses "(editada)" and the account moves before it; a real edit stays', async ({
    assert,
  }) => {
    const course = await CourseFactory.create()
    const reviewedAt = DateTime.fromISO('2026-02-10T12:00:00Z')
    const startedAt = reviewedAt.minus({ days: 21 })
    /* What the old seed left: an account created at seed time, a review and a start months before it. */
    const seeded = await UserFactory.create()
    await CourseProgress.create({
      userId: seeded.id,
      courseId: course.id,
      startedAt,
      lastAccessedAt: reviewedAt,
    })
    const review = new CourseReview()
    review.merge({ courseId: course.id, userId: seeded.id, authorName: 'Semeada', rating: 5 })
    review.createdAt = reviewedAt
    await review.save()

    /* A member who wrote, then edited, a review. */
    const member = await UserFactory.merge({
      createdAt: DateTime.now().minus({ days: 30 }),
    }).create()
    const edited = new CourseReview()
    edited.merge({ courseId: course.id, userId: member.id, authorName: 'Membro', rating: 4 })
    edited.createdAt = DateTime.now().minus({ days: 10 })
    edited.updatedAt = DateTime.now().minus({ days: 2 })
    await edited.save()

    await migrate()
    for (const row of [review, edited, seeded, member]) await row.refresh()
    assert.equal(review.updatedAt!.toMillis(), review.createdAt.toMillis())
    assert.equal(seeded.createdAt.toMillis(), startedAt.minus({ days: 7 }).toMillis())
    assert.isAbove(edited.updatedAt!.toMillis() - edited.createdAt.toMillis(), 1000)
    assert.isBelow(member.createdAt.toMillis(), edited.createdAt.toMillis())
    assert.isAbove(member.createdAt.toMillis(), DateTime.now().minus({ days: 31 }).toMillis())
  })

  test('premium courses stop promising lifetime access and the features with nothing behind them are reworded', async ({
    assert,
  }) => {
    const premium = await CourseFactory.merge({
      price: 37,
      features: [
        'Mentor IA 24/7',
        'Acesso vitalício',
        'Dashboard interativo de perfis de terpenos',
      ],
    }).create()
    const free = await CourseFactory.merge({
      price: 0,
      features: ['Acesso vitalício', 'Projeto final com feedback do mentor', 'Quiz final'],
    }).create()
    await migrate()
    for (const row of [premium, free]) await row.refresh()
    assert.deepEqual(premium.features, [
      'Mentor IA 24/7',
      'Aula sobre como ler dashboards de perfis de terpenos',
    ])
    assert.deepEqual(free.features, [
      'Acesso vitalício',
      'Projeto final com roteiro de autoavaliação',
      'Quiz final',
    ])
  })
})
