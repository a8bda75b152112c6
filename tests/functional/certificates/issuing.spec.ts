import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import Certificate from '#models/certificate'
import Course from '#models/course'
import Lesson from '#models/lesson'
import Notification from '#models/notification'
import User from '#models/user'
import LearningProgressService from '#services/learning/learning_progress_service'
import CertificateService from '#services/certificates/certificate_service'
import CertificateIssuedMail from '#mails/certificate_issued_mail'
import { certificateHash } from '#domain/certificates/certificate_signing'
import { isCertificateId } from '#domain/certificates/certificates'
import { courseDurationSeconds } from '#services/catalog/course_duration'
import { freeLearner, premiumLearner, subscribe } from '#tests/helpers/premium'
import { meetCompletionRule } from '#tests/helpers/earned_progress'
import { certificateCourse } from './helpers.js'

/** The learner did what the lesson asks (#tests/helpers/earned_progress), then 'Marcar como Concluída'. */
async function complete(client: any, user: User, lessonId: number) {
  await meetCompletionRule(user.id, await Lesson.findOrFail(lessonId))
  return client.post(`/aulas/${lessonId}/conclusao`).withCsrfToken().loginAs(user).redirects(0)
}

function undo(client: any, user: User, lessonId: number) {
  return client.delete(`/aulas/${lessonId}/conclusao`).withCsrfToken().loginAs(user).redirects(0)
}

test.group('Certificates: issued at 100 %', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('not at 50 %; at 100 % one certificate with the snapshot, a notification and an e-mail with the link', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const { course, lessons } = await certificateCourse(2)
    const user = await premiumLearner({ fullName: 'Joana Araújo' })

    await complete(client, user, lessons[0].id)
    assert.lengthOf(await Certificate.query().where('userId', user.id), 0)

    await complete(client, user, lessons[1].id)
    const [certificate] = await Certificate.query().where('userId', user.id)
    assert.exists(certificate)
    assert.isTrue(isCertificateId(certificate.id))
    assert.match(certificate.id, new RegExp(`^GT-${course.slug.toUpperCase()}-\\d{13}-`))
    assert.include(certificate.$attributes, {
      courseId: course.id,
      version: 2,
      learnerName: 'Joana Araújo',
      courseTitle: 'Terpenos e Aromas',
      courseHours: null,
      courseSeconds: await courseDurationSeconds(course.id),
      examPercent: null,
      mentorName: 'Dra. Flora',
      revokedAt: null,
    })
    assert.equal(certificate.hash, certificateHash(certificate.certifiedFields))

    /* Later edits to the course never change the issued certificate. */
    await Course.query().where('id', course.id).update({ title: 'Outro título', mentor_name: 'X' })
    await certificate.refresh()
    assert.equal(certificate.courseTitle, 'Terpenos e Aromas')

    const notifications = await Notification.query().where('userId', user.id)
    assert.lengthOf(notifications, 1)
    assert.equal(notifications[0].kind, 'certificate_issued')
    assert.equal(notifications[0].count, 1)
    assert.isNotNull(notifications[0].emailedAt)

    const sent = mails.sent((message) => message instanceof CertificateIssuedMail)
    assert.lengthOf(sent, 1)
    const message = sent[0] as CertificateIssuedMail
    assert.equal(message.subject, 'Seu certificado de “Terpenos e Aromas” foi emitido')
    assert.equal(message.link, `${env.get('APP_URL')}/certificado/${certificate.id}`)
  })

  test('completing again, undoing and redoing the last lesson keeps the one certificate', async ({
    client,
    assert,
  }) => {
    const { lessons } = await certificateCourse(2)
    const user = await premiumLearner()
    await complete(client, user, lessons[0].id)
    await complete(client, user, lessons[1].id)
    const [first] = await Certificate.query().where('userId', user.id)

    await complete(client, user, lessons[1].id)
    await undo(client, user, lessons[1].id)
    await complete(client, user, lessons[1].id)
    await undo(client, user, lessons[0].id)
    await complete(client, user, lessons[0].id)

    const certificates = await Certificate.query().where('userId', user.id)
    assert.deepEqual(
      certificates.map((certificate) => certificate.id),
      [first.id]
    )
    const notifications = await Notification.query().where('userId', user.id)
    assert.deepEqual(
      notifications.map((notification) => notification.count),
      [1]
    )
  })

  test('a learner without the Plano Premium who finishes a paid course gets no certificate; the tab offers the plan', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await certificateCourse(1, { price: 37 })
    const user = await freeLearner()
    /* Completing is refused without access, so the lesson is recorded done as a former subscriber's */
    await db.table('lesson_progress').insert({
      user_id: user.id,
      lesson_id: lessons[0].id,
      completed_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    })

    const page = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .withInertia()
      .loginAs(user)
    page.assertInertiaPropsContains({
      initialTab: 'certificado',
      certificate: { certificate: null, access: 'premium_required', lessonsLeft: 0 },
    })
    assert.lengthOf(await Certificate.query().where('userId', user.id), 0)

    /* Subscribing afterwards: opening the Certificado tab issues it. */
    await subscribe(user)
    const after = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .withInertia()
      .loginAs(user)
    const { certificate } = (after.inertiaProps as any).certificate
    assert.equal(certificate.courseTitle, 'Terpenos e Aromas')
    assert.equal(certificate.learnerName, user.fullName)
    assert.lengthOf(await Certificate.query().where('userId', user.id), 1)
  })

  test('a free member who finishes the free course gets its certificate, counted on the dashboard', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await certificateCourse(2, { price: 0 })
    const user = await freeLearner({ fullName: 'Caio Ferreira' })

    const halfway = await complete(client, user, lessons[0].id)
    halfway.assertStatus(302)
    const tab = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .withInertia()
      .loginAs(user)
    tab.assertInertiaPropsContains({
      certificate: {
        certificate: null,
        access: 'allowed',
        met: false,
        lessonsDone: 1,
        lessonsLeft: 1,
      },
    })

    await complete(client, user, lessons[1].id)
    const [certificate] = await Certificate.query().where('userId', user.id)
    assert.exists(certificate)
    assert.equal(certificate.learnerName, 'Caio Ferreira')

    const done = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .withInertia()
      .loginAs(user)
    assert.equal((done.inertiaProps as any).certificate.certificate.id, certificate.id)
    const dashboard = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal((dashboard.inertiaProps as any).dashboard.stats.certificates, 1)
  })

  test('a course that awards no certificate issues none', async ({ client, assert }) => {
    const { lessons } = await certificateCourse(1, { hasCertificate: false })
    const user = await premiumLearner()
    await complete(client, user, lessons[0].id)
    assert.lengthOf(await Certificate.query().where('userId', user.id), 0)
  })

  test('with certificate e-mails turned off the learner gets the notification but no e-mail', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const { lessons } = await certificateCourse(1)
    const user = await premiumLearner()
    await db.table('notification_preferences').insert({
      user_id: user.id,
      kind: 'certificate_issued',
      in_app: true,
      email: false,
    })
    await complete(client, user, lessons[0].id)
    assert.lengthOf(await Certificate.query().where('userId', user.id), 1)
    assert.lengthOf(await Notification.query().where('userId', user.id), 1)
    assert.lengthOf(
      mails.sent((message) => message instanceof CertificateIssuedMail),
      0
    )
  })

  test('the course page shows the Certificado tab with the certificate at 100 %', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await certificateCourse(1)
    const user = await premiumLearner({ fullName: 'Joana Araújo' })
    await complete(client, user, lessons[0].id)

    const page = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .withInertia()
      .loginAs(user)
    page.assertInertiaComponent('courses/show')
    const props = page.inertiaProps as any
    assert.include(props.course.tabs, 'certificado')
    const { certificate } = props.certificate
    assert.equal(certificate.learnerName, 'Joana Araújo')
    assert.equal(certificate.version, 2)
    assert.equal(certificate.workloadSeconds, await courseDurationSeconds(course.id))
    assert.match(certificate.linkedInUrl, /^https:\/\/www\.linkedin\.com\/profile\/add\?/)
    assert.equal(certificate.publicUrl, `${env.get('APP_URL')}/certificado/${certificate.id}`)
  })

  test('the dashboard counts real certificates, not revoked ones; Baixar Certificados lists them', async ({
    client,
    assert,
  }) => {
    const { lessons } = await certificateCourse(1)
    const user = await premiumLearner()
    await complete(client, user, lessons[0].id)
    const other = await certificateCourse(1, { hasCertificate: false })
    await complete(client, user, other.lessons[0].id)

    const dashboard = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal((dashboard.inertiaProps as any).dashboard.stats.certificates, 1)
    assert.equal((dashboard.inertiaProps as any).dashboard.stats.completedCourses, 2)

    const list = await client.get('/certificados').withInertia().loginAs(user)
    list.assertInertiaComponent('certificates/index')
    assert.lengthOf((list.inertiaProps as any).certificates, 1)

    await Certificate.query().where('userId', user.id).update({ revokedAt: new Date() })
    const after = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal((after.inertiaProps as any).dashboard.stats.certificates, 0)
  })

  test('/certificados needs a session and lists only the learner’s own certificates', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/certificados').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/auth')

    const { lessons } = await certificateCourse(1)
    const owner = await premiumLearner()
    await complete(client, owner, lessons[0].id)
    const stranger = await premiumLearner()
    const list = await client.get('/certificados').withInertia().loginAs(stranger)
    assert.deepEqual((list.inertiaProps as any).certificates, [])
  })
})

/*
| Concurrency needs real commits: inside the global test transaction every
| request shares one connection. This group writes for real and deletes what
| it created afterwards (users and courses cascade to their rows).
*/
test.group('Certificates: completions at the same time', (group) => {
  let users: number[] = []
  let courses: number[] = []
  group.each.setup(() => {
    users = []
    courses = []
    mail.fake()
    return async () => {
      mail.restore()
      if (users.length) await User.query().whereIn('id', users).delete()
      if (courses.length) await Course.query().whereIn('id', courses).delete()
    }
  })

  test('concurrent completions of the last lessons issue exactly one certificate and one notification', async ({
    assert,
  }) => {
    const { course, lessons } = await certificateCourse(3)
    courses.push(course.id)
    const user = await premiumLearner()
    users.push(user.id)
    const progress = await app.container.make(LearningProgressService)
    const certificates = await app.container.make(CertificateService)
    for (const lesson of lessons) await meetCompletionRule(user.id, lesson)
    await progress.complete(user.id, lessons[0])

    await Promise.all([
      progress.complete(user.id, lessons[1]),
      progress.complete(user.id, lessons[2]),
      progress.complete(user.id, lessons[2]),
      progress.complete(user.id, lessons[1]),
    ])
    await Promise.all([
      certificates.issueOnCompletion(user.id, course.id),
      certificates.issueOnCompletion(user.id, course.id),
    ])

    const rows = await Certificate.query().where('userId', user.id)
    assert.lengthOf(rows, 1)
    const notifications = await Notification.query().where('userId', user.id)
    assert.deepEqual(
      notifications.map((notification) => notification.count),
      [1]
    )
  })
})
