import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { LessonFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import Certificate from '#models/certificate'
import QuizQuestion from '#models/quiz_question'
import type Course from '#models/course'
import type User from '#models/user'
import CertificateService from '#services/certificates/certificate_service'
import { courseDurationSeconds } from '#services/catalog/course_duration'
import type { StartedAttempt } from '#services/learning/quiz_service'
import { certificateHash, signCertificate } from '#domain/certificates/certificate_signing'
import { verifyCredential } from '#domain/certificates/open_badges'
import type { CertifiedFields } from '#domain/certificates/certificates'
import { certificateSigningKey } from '#services/certificates/certificate_keys'
import { premiumLearner } from '#tests/helpers/premium'
import { certificateCourse, completedLessons } from './helpers.js'

/** A course of a video (95 s), a reading lesson and a final exam with its 5-question set. */
async function examCourse() {
  const { course, lessons } = await certificateCourse(0)
  const video = await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 1,
    title: 'Vídeo',
    lessonType: 'video',
    mediaSeconds: 95,
  }).create()
  const reading = await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 2,
    title: 'Leitura',
    lessonType: 'text',
    content: 'palavra '.repeat(400),
  }).create()
  const exam = await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 3,
    title: 'Avaliação final',
    lessonType: 'exam',
  }).create()
  const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
    .with('questions', 5)
    .create()
  const questions = await QuizQuestion.query().where('quiz_set_id', set.id)
  return { course, lessons: [...lessons, video, reading], exam, set, questions }
}

/** Takes the exam through the quiz routes, answering `right` of its 5 questions correctly. */
async function takeExam(
  client: any,
  user: User,
  setup: Awaited<ReturnType<typeof examCourse>>,
  right: number
) {
  const started = await client
    .post(`/quizzes/${setup.set.id}/tentativas`)
    .json({ lessonId: setup.exam.id })
    .withCsrfToken()
    .loginAs(user)
  const attempt: StartedAttempt = started.body()
  for (const [index, shown] of attempt.questions.entries()) {
    const question = setup.questions.find((item) => item.id === shown.id)!
    const original =
      index < right ? question.correctIndexes[0] : (question.correctIndexes[0] + 1) % 4
    await client
      .post(`/quizzes/tentativas/${attempt.attemptId}/respostas`)
      .json({
        questionId: question.id,
        selectedIndex: shown.options.indexOf(question.options[original]),
      })
      .withCsrfToken()
      .loginAs(user)
  }
  const finished = await client
    .post(`/quizzes/tentativas/${attempt.attemptId}/finalizar`)
    .withCsrfToken()
    .loginAs(user)
  return finished.body()
}

function certificateTab(client: any, user: User, course: Course) {
  return client.get(`/cursos/${course.slug}?aba=certificado`).withInertia().loginAs(user)
}

test.group('Certificates: earned, not clicked', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every lesson completed but the exam never passed: no certificate, and the tab says what is left', async ({
    client,
    assert,
  }) => {
    const setup = await examCourse()
    const user = await premiumLearner()
    /* The exam lesson is recorded done (as the old button did) and its one attempt failed */
    await completedLessons(user, [...setup.lessons, setup.exam], [95, 120, 0])
    const failed = await takeExam(client, user, setup, 1)
    assert.isFalse(failed.passed)

    const service = await app.container.make(CertificateService)
    assert.isNull(await service.issueOnCompletion(user.id, setup.course.id))
    assert.lengthOf(await Certificate.query().where('userId', user.id), 0)

    const tab = await certificateTab(client, user, setup.course)
    const standing = (tab.inertiaProps as any).certificate
    assert.isNull(standing.certificate)
    assert.isFalse(standing.met)
    assert.equal(standing.lessonsLeft, 0)
    assert.equal(standing.passPercent, 70)
    assert.deepEqual(standing.assessments, [
      {
        lessonId: setup.exam.id,
        position: 3,
        title: 'Avaliação final',
        status: 'failed',
        passedPercent: null,
        final: true,
      },
    ])
    assert.lengthOf(await Certificate.query().where('userId', user.id), 0)
  })

  test('lessons done and the exam passed: the certificate records the real study time, the course total and the exam score', async ({
    client,
    assert,
  }) => {
    const setup = await examCourse()
    const user = await premiumLearner({ fullName: 'Joana Araújo' })
    await completedLessons(user, setup.lessons, [88, 131])

    const failed = await takeExam(client, user, setup, 2)
    assert.isFalse(failed.passed)
    assert.lengthOf(await Certificate.query().where('userId', user.id), 0)
    const passed = await takeExam(client, user, setup, 4)
    assert.isTrue(passed.passed)

    const certificate = await Certificate.query()
      .where('userId', user.id)
      .preload('course')
      .firstOrFail()
    assert.equal(certificate.version, 2)
    /* Time really studied (88 + 131 s), never the lessons' lengths */
    assert.equal(certificate.studySeconds, 219)
    /* 'Carga horária': the sum the course page shows (95 s video + 120 s of reading + the exam's 300 s) */
    const total = await courseDurationSeconds(setup.course.id)
    assert.equal(total, 95 + 120 + 300)
    assert.equal(certificate.courseSeconds, total)
    assert.equal(certificate.examPercent, 80)
    assert.isNull(certificate.courseHours)

    const service = await app.container.make(CertificateService)
    assert.equal(service.verify(certificate), 'verified')
    const verification = await client.get(`/certificado/${certificate.id}/verificacao`)
    verification.assertBodyContains({ status: 'verified' })

    const page = await client.get(`/certificado/${certificate.id}`)
    const html = page.text()
    assert.include(html, 'Carga horária')
    assert.include(html, '8 min 35 s')
    assert.include(html, 'Tempo de estudo')
    assert.include(html, '3 min 39 s')
    assert.include(html, 'Nota na avaliação final')
    assert.include(html, '80%')

    const credential = await client.get(`/certificado/${certificate.id}/credencial.json`)
    const body = JSON.parse(credential.text())
    assert.include(
      body.credentialSubject.achievement.description,
      'carga horária de 8 min 35 s, tempo de estudo de 3 min 39 s, nota na avaliação final de 80%'
    )
    assert.isTrue(verifyCredential(body, certificateSigningKey().publicKey))
  })

  test('a certificate issued before (v1: stated hours) still verifies and shows its hours', async ({
    client,
    assert,
  }) => {
    const { course } = await certificateCourse(1)
    const user = await premiumLearner({ fullName: 'Joana Araújo' })
    const fields: CertifiedFields = {
      version: 1,
      certificateId: 'GT-TERPENOS-1763884800000-K7QF',
      learnerName: 'Joana Araújo',
      courseTitle: 'Terpenos e Aromas',
      courseHours: 12,
      mentorName: 'Dra. Flora',
      issuedAt: '2025-11-23T08:00:00.000Z',
    }
    /* The row as the code before issue 26 wrote it (no version: the migration's default, 1) */
    await db.table('certificates').insert({
      id: fields.certificateId,
      user_id: user.id,
      course_id: course.id,
      learner_name: fields.learnerName,
      course_title: fields.courseTitle,
      course_hours: fields.courseHours,
      mentor_name: fields.mentorName,
      issued_at: new Date(fields.issuedAt),
      hash: certificateHash(fields),
      signature: signCertificate(fields, certificateSigningKey().privateKey),
      created_at: new Date(fields.issuedAt),
      updated_at: new Date(fields.issuedAt),
    })

    const verification = await client.get(`/certificado/${fields.certificateId}/verificacao`)
    verification.assertBodyContains({ status: 'verified' })

    const page = await client.get(`/certificado/${fields.certificateId}`).withInertia()
    page.assertInertiaPropsContains({
      certificate: {
        version: 1,
        workloadSeconds: 12 * 3600,
        studySeconds: null,
        examPercent: null,
      },
    })
    const rendered = await client.get(`/certificado/${fields.certificateId}`)
    const html = rendered.text()
    assert.include(html, '12 horas')
    assert.notInclude(html, 'Tempo de estudo')

    const credential = await client.get(`/certificado/${fields.certificateId}/credencial.json`)
    const body = JSON.parse(credential.text())
    assert.include(body.credentialSubject.achievement.description, '(12 horas)')
    assert.isTrue(verifyCredential(body, certificateSigningKey().publicKey))

    const pdf = await client.get(`/certificado/${fields.certificateId}/pdf`)
    pdf.assertStatus(200)
    pdf.assertHeader('content-type', 'application/pdf')
  })
})
