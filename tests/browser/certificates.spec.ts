import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { premiumLearner } from '#tests/helpers/premium'
import { earnCompletion } from '#tests/helpers/earned_progress'
import { certificateCourse, issuedCertificate } from '#tests/functional/certificates/helpers'
import { personWithRole } from '#tests/functional/admin/_helpers'
import { hydrated, lessonBadge } from './helpers.js'

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

  test('an admin revokes a certificate with a reason; the row and the public page say Revogado', async ({
    visit,
    browserContext,
  }) => {
    const { certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })
    const admin = await personWithRole('admin', 'Ana Admin')
    await browserContext.loginAs(admin)

    const page = await visit('/admin/certificados')
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
