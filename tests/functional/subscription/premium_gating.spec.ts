import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Bouncer, errors } from '@adonisjs/bouncer'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { policies } from '#policies/main'
import User from '#models/user'
import AdminUser from '#models/admin_user'
import Course from '#models/course'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import Subscription from '#models/subscription'
import { CourseFactory, ProfileFactory, UserFactory } from '#database/factories/course_factory'
import { useFakeStripe } from '#tests/helpers/fake_stripe'

type ViewerName =
  | 'visitor'
  | 'learner'
  | 'subscriber'
  | 'trialing'
  | 'pastDueInGrace'
  | 'pastDueAfterGrace'
  | 'canceled'
  | 'admin'
  | 'instructor'

/** Same rules as a request: Bouncer with the app's policies, resolved through the container. */
function bouncerFor(user: User | null) {
  return new Bouncer(user, {}, policies).setContainerResolver(app.container.createResolver())
}

/** A learner with a Stripe subscription in `status`, loaded fresh as a request would. */
async function freshSubscriber(status: Subscription['status'], paymentFailedDaysAgo?: number) {
  const created = await subscribed(status, paymentFailedDaysAgo)
  return User.findOrFail(created.id)
}

async function subscribed(status: Subscription['status'], paymentFailedDaysAgo?: number) {
  const user = await UserFactory.with('profile').create()
  await Subscription.create({
    userId: user.id,
    stripeCustomerId: `cus_${user.id}`,
    stripeSubscriptionId: `sub_${user.id}`,
    status,
    currentPeriodEnd: DateTime.now().plus({ days: 20 }),
    paymentFailedAt:
      paymentFailedDaysAgo === undefined
        ? null
        : DateTime.now().minus({ days: paymentFailedDaysAgo }),
  })
  return user
}

async function viewers(): Promise<Record<ViewerName, User | null>> {
  const admin = await UserFactory.with('profile').create()
  await AdminUser.create({ userId: admin.id, role: 'editor' })
  const instructor = await UserFactory.create()
  await ProfileFactory.merge({ userId: instructor.id, role: 'instructor' }).create()

  const created = {
    visitor: null,
    learner: await UserFactory.with('profile').create(),
    subscriber: await subscribed('active'),
    trialing: await subscribed('trialing'),
    pastDueInGrace: await subscribed('past_due', 2),
    pastDueAfterGrace: await subscribed('past_due', 4),
    canceled: await subscribed('canceled'),
    admin,
    instructor,
  }
  /* Fresh instances, as a request would load them. */
  const fresh = {} as Record<ViewerName, User | null>
  for (const [name, user] of Object.entries(created) as [ViewerName, User | null][]) {
    fresh[name] = user ? await User.findOrFail(user.id) : null
  }
  return fresh
}

async function content() {
  const course = await CourseFactory.create()
  const freeLesson = await Lesson.create({
    courseId: course.id,
    title: 'Aula aberta',
    lessonType: 'text',
    orderIndex: 1,
    isPublished: true,
    isFreePreview: true,
    objectives: [],
  })
  const premiumLesson = await Lesson.create({
    courseId: course.id,
    title: 'Aula premium',
    lessonType: 'video',
    orderIndex: 2,
    isPublished: true,
    isFreePreview: false,
    objectives: [],
  })
  const premiumFile = await CourseMaterial.create({
    courseId: course.id,
    lessonId: premiumLesson.id,
    title: 'Apostila',
    fileType: 'pdf',
    fileUrl: '/uploads/course-materials/apostila.pdf',
    storageKey: 'course-materials/apostila.pdf',
  })
  const courseFile = await CourseMaterial.create({
    courseId: course.id,
    title: 'Guia do curso',
    fileType: 'pdf',
    fileUrl: '/uploads/course-materials/guia.pdf',
    storageKey: 'course-materials/guia.pdf',
  })
  const freeLessonFile = await CourseMaterial.create({
    courseId: course.id,
    lessonId: freeLesson.id,
    title: 'Resumo da aula aberta',
    fileType: 'pdf',
    fileUrl: '/uploads/course-materials/resumo.pdf',
    storageKey: 'course-materials/resumo.pdf',
  })
  const withRelations = (material: CourseMaterial) =>
    CourseMaterial.query()
      .where('id', material.id)
      .preload('course')
      .preload('lesson')
      .firstOrFail()
  return {
    course: await Course.findOrFail(course.id),
    freeLesson,
    premiumLesson,
    material: await withRelations(premiumFile),
    courseMaterial: await withRelations(courseFile),
    freeLessonMaterial: await withRelations(freeLessonFile),
  }
}

/* allowed (✔) or the denial status: 401 = sign in first, 403 = subscribe */
const EXPECTED: Record<ViewerName, { freeLesson: true | 401; premium: true | 401 | 403 }> = {
  visitor: { freeLesson: 401, premium: 401 },
  learner: { freeLesson: true, premium: 403 },
  subscriber: { freeLesson: true, premium: true },
  trialing: { freeLesson: true, premium: true },
  pastDueInGrace: { freeLesson: true, premium: true },
  pastDueAfterGrace: { freeLesson: true, premium: 403 },
  canceled: { freeLesson: true, premium: 403 },
  admin: { freeLesson: true, premium: true },
  instructor: { freeLesson: true, premium: true },
}

test.group('Premium gating (PremiumPolicy)', (group) => {
  const stripe = useFakeStripe(group, { connect: false })

  test('who may open free-preview lessons, premium lessons, their materials and certificates', async ({
    assert,
  }) => {
    const people = await viewers()
    const { course, freeLesson, premiumLesson, material, courseMaterial, freeLessonMaterial } =
      await content()

    for (const [name, user] of Object.entries(people) as [ViewerName, User | null][]) {
      const premium = bouncerFor(user).with('PremiumPolicy')
      const outcome = async (response: Promise<{ authorized: boolean; status?: number }>) => {
        const { authorized, status } = await response
        return authorized ? true : status
      }
      const expected = EXPECTED[name]
      assert.equal(
        await outcome(premium.execute('viewLesson', freeLesson)),
        expected.freeLesson,
        `${name}: free-preview lesson`
      )
      assert.equal(
        await outcome(premium.execute('viewLesson', premiumLesson)),
        expected.premium,
        `${name}: premium lesson`
      )
      assert.equal(
        await outcome(premium.execute('downloadMaterial', material)),
        expected.premium,
        `${name}: material of a premium lesson`
      )
      assert.equal(
        await outcome(premium.execute('downloadMaterial', courseMaterial)),
        expected.premium,
        `${name}: course-level material of a paid course`
      )
      assert.equal(
        await outcome(premium.execute('downloadMaterial', freeLessonMaterial)),
        expected.freeLesson,
        `${name}: material of a free-preview lesson follows the lesson`
      )
      assert.equal(
        await outcome(premium.execute('earnCertificate', course)),
        expected.premium,
        `${name}: certificate`
      )
      assert.equal(
        await outcome(premium.execute('accessPremium')),
        expected.premium,
        `${name}: premium as a whole`
      )
    }
  })

  test('a denial tells the page whether to ask for a sign-in or a subscription (pt-BR)', async ({
    assert,
  }) => {
    const { premiumLesson } = await content()
    const learner = await UserFactory.create()

    const visitor = await bouncerFor(null)
      .with('PremiumPolicy')
      .execute('viewLesson', premiumLesson)
    const member = await bouncerFor(learner)
      .with('PremiumPolicy')
      .execute('viewLesson', premiumLesson)

    assert.deepInclude(visitor, {
      authorized: false,
      status: 401,
      message: 'Entre na sua conta para continuar.',
    })
    assert.deepInclude(member, {
      authorized: false,
      status: 403,
      message: 'Conteúdo exclusivo do Plano Premium.',
    })
  })

  test('authorize() throws the 403 for a learner without premium, and passes for a subscriber', async ({
    assert,
  }) => {
    const { material } = await content()
    const learner = await UserFactory.create()
    const subscriber = await subscribed('active')

    const error = await bouncerFor(learner)
      .with('PremiumPolicy')
      .authorize('downloadMaterial', material)
      .then(
        () => null,
        (failure: InstanceType<typeof errors.E_AUTHORIZATION_FAILURE>) => failure
      )
    assert.instanceOf(error, errors.E_AUTHORIZATION_FAILURE)
    assert.equal(error?.status, 403)
    assert.equal(error?.response.message, 'Conteúdo exclusivo do Plano Premium.')
    await bouncerFor(await User.findOrFail(subscriber.id))
      .with('PremiumPolicy')
      .authorize('downloadMaterial', material)
  })

  test('the grace period follows SUBSCRIPTION_GRACE_DAYS', async ({ assert }) => {
    stripe().useAsStripe({ graceDays: 5 })
    const { premiumLesson } = await content()
    const fourDaysLate = await freshSubscriber('past_due', 4)
    const sixDaysLate = await freshSubscriber('past_due', 6)

    assert.isTrue(
      await bouncerFor(fourDaysLate).with('PremiumPolicy').allows('viewLesson', premiumLesson)
    )
    assert.isFalse(
      await bouncerFor(sixDaysLate).with('PremiumPolicy').allows('viewLesson', premiumLesson)
    )
  })

  test('checking a whole course of lessons reads the viewer once (no query per lesson)', async ({
    assert,
  }) => {
    const { freeLesson, premiumLesson } = await content()
    const subscriber = await freshSubscriber('active')
    const lessons = [freeLesson, premiumLesson, freeLesson, premiumLesson, premiumLesson]
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const queries: string[] = []
    const listener = (query: { sql: string }) => queries.push(query.sql)
    db.connection().getWriteClient().on('query', listener)
    try {
      const premium = bouncerFor(subscriber).with('PremiumPolicy')
      for (const lesson of lessons) assert.isTrue(await premium.allows('viewLesson', lesson))
    } finally {
      db.connection().getWriteClient().off('query', listener)
    }
    assert.isAtLeast(queries.length, 1, 'the viewer is read from the database')
    assert.isAtMost(queries.length, 2, queries.join('\n'))
  })
})

test.group('Premium gating of free courses', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every lesson and material of a free course is open to signed-in learners, not to visitors', async ({
    assert,
  }) => {
    const course = await CourseFactory.merge({ price: 0 }).create()
    const lesson = await Lesson.create({
      courseId: course.id,
      title: 'Aula do curso gratuito',
      lessonType: 'text',
      orderIndex: 2,
      isPublished: true,
      isFreePreview: false,
      objectives: [],
    })
    await lesson.load('course')
    const material = await CourseMaterial.create({
      courseId: course.id,
      title: 'Apostila gratuita',
      fileType: 'pdf',
      fileUrl: '/x.pdf',
    })
    await material.load('course')
    const learner = await UserFactory.create()

    assert.isTrue(await bouncerFor(learner).with('PremiumPolicy').allows('viewLesson', lesson))
    assert.isTrue(
      await bouncerFor(learner).with('PremiumPolicy').allows('downloadMaterial', material)
    )
    assert.isFalse(await bouncerFor(null).with('PremiumPolicy').allows('viewLesson', lesson))
    /* A free course's certificate is every member's to earn (docs/decisions.md) */
    assert.isTrue(await bouncerFor(learner).with('PremiumPolicy').allows('earnCertificate', course))
    assert.isFalse(await bouncerFor(null).with('PremiumPolicy').allows('earnCertificate', course))
  })
})
