import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { LessonFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import QuizAttempt from '#models/quiz_attempt'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'
import { earnCompletion } from '#tests/helpers/earned_progress'
import {
  certificateCourse,
  completedLessons,
  issuedCertificate,
} from '#tests/functional/certificates/helpers'
import { personWithRole } from '#tests/functional/admin/_helpers'
import { hydrated, lessonBadge } from '../helpers.js'

test.group('Certificates in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('finishing the last lesson issues the certificate; a visitor opens its public link and sees Verificado', async ({
    visit,
    browser,
    browserContext,
    assert,
    cleanup,
  }) => {
    const { course, lessons } = await certificateCourse(2)
    const user = await premiumLearner({ fullName: 'Joana Araújo' })
    await earnCompletion(user.id, lessons[0])

    /* The learner reads the last lesson (a short text: two seconds), then completes it. */
    await browserContext.loginAs(user)
    const lessonPage = await hydrated(await visit(`/cursos/${course.slug}/aula/2`))
    await lessonPage
      .locator('button[aria-disabled="false"]', { hasText: 'Marcar como Concluída' })
      .waitFor({ timeout: 15_000 })
    await lessonPage.getByRole('button', { name: 'Marcar como Concluída' }).click()
    await lessonBadge(lessonPage, 'Concluída').waitFor()

    /* The Certificado tab now shows the certificate. */
    const coursePage = await hydrated(await visit(`/cursos/${course.slug}`))
    await coursePage.getByRole('tab', { name: 'Certificado' }).click()
    await coursePage
      .getByRole('heading', { name: 'CERTIFICADO DE CONCLUSÃO', exact: true })
      .waitFor()
    await coursePage.getByTestId('certificate-learner').getByText('Joana Araújo').waitFor()
    await coursePage.getByRole('button', { name: 'Copiar ID do certificado' }).waitFor()
    await coursePage.getByRole('button', { name: 'Copiar hash completo' }).waitFor()
    await coursePage.getByRole('link', { name: 'Baixar PDF' }).waitFor()
    const publicPath = await coursePage
      .getByRole('link', { name: 'Página pública' })
      .getAttribute('href')
    assert.match(publicPath ?? '', /^\/certificado\/GT-[A-Z0-9-]+$/)

    /* Someone without an account follows the public link and verifies it. */
    const visitorContext = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    cleanup(() => visitorContext.close())
    const visitorPage = await visitorContext.newPage()
    await visitorPage.goto(publicPath!)
    await hydrated(visitorPage)
    await visitorPage
      .getByRole('heading', { name: 'CERTIFICADO DE CONCLUSÃO', exact: true })
      .waitFor()
    await visitorPage.getByText('Terpenos e Aromas').first().waitFor()
    await visitorPage.getByRole('button', { name: 'Verificar' }).click()
    await visitorPage.getByRole('button', { name: 'Verificado' }).waitFor()
    await visitorPage
      .getByText('Hash recalculado e assinatura digital da Ganja Talks conferidos.')
      .waitFor()
    assert.isTrue(await visitorPage.getByRole('button', { name: 'Verificado' }).isDisabled())
  })

  test('a free member sees what is left to earn the free course’s certificate, then the certificate with its study time and exam score', async ({
    visit,
    browserContext,
  }) => {
    const { course, lessons } = await certificateCourse(1, { price: 0 })
    const quiz = await LessonFactory.merge({
      courseId: course.id,
      orderIndex: 2,
      title: 'Quiz final',
      lessonType: 'quiz',
    }).create()
    const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
      .with('questions', 5)
      .create()
    const user = await freeLearner({ fullName: 'Caio Ferreira' })
    await completedLessons(user, lessons, [754])
    await browserContext.loginAs(user)

    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.getByRole('tab', { name: 'Certificado' }).click()
    const requirements = page.getByTestId('certificate-requirements')
    await requirements.getByText('Aulas concluídas: 1 de 2').waitFor()
    await requirements.getByText('Falta 1 aula.').waitFor()
    await requirements.getByText('Nota mínima: 70%').waitFor()
    await requirements.getByRole('link', { name: 'Aula 2: Quiz final' }).waitFor()
    await requirements.getByText('Ainda não realizado').waitFor()

    /* The quiz passed at 80 % (as the quiz would record it) completes the course */
    await QuizAttempt.create({
      userId: user.id,
      quizSetId: set.id,
      courseId: course.id,
      lessonId: quiz.id,
      timeLimitSeconds: 300,
      startedAt: DateTime.now().minus({ minutes: 3 }),
      finishedAt: DateTime.now(),
      score: 4,
      total: 5,
      passed: true,
      timedOut: false,
    })
    await completedLessons(user, [quiz], [146])

    const after = await hydrated(await visit(`/cursos/${course.slug}?aba=certificado`))
    await after.getByRole('heading', { name: 'CERTIFICADO DE CONCLUSÃO', exact: true }).waitFor()
    await after.getByTestId('certificate-learner').getByText('Caio Ferreira').waitFor()
    await after.getByText('Tempo de estudo').waitFor()
    /* 754 + 146 s really studied */
    await after.getByText('15 min', { exact: true }).waitFor()
    await after.getByText('Nota na avaliação final').waitFor()
    await after.getByText('80%', { exact: true }).waitFor()
  })

  test('an admin revokes a certificate with a reason; the row and the public page say Revogado', async ({
    visit,
    browserContext,
  }) => {
    const { certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })
    const admin = await personWithRole('admin', 'Ana Admin')
    await browserContext.loginAs(admin)

    const page = await hydrated(await visit('/admin/certificados'))
    const row = page.getByTestId(`certificate-row-${certificate.id}`)
    await row.getByText('Válido').waitFor()
    await row.getByRole('button', { name: 'Revogar' }).click()
    await page.getByLabel('Motivo').fill('Emitido por engano')
    await page.getByRole('button', { name: 'Revogar certificado' }).click()
    await row.getByText('Revogado').waitFor()
    await row.getByText('Emitido por engano').waitFor()

    const publicPage = await hydrated(await visit(`/certificado/${certificate.id}`))
    await publicPage.getByText('Revogado', { exact: true }).first().waitFor()
    await publicPage.getByRole('button', { name: 'Verificar' }).click()
    await publicPage
      .getByText('Este certificado foi revogado pela Ganja Talks e não é mais válido.')
      .waitFor()
  })
})
