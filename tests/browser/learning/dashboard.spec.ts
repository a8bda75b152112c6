import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { earnCompletion } from '#tests/helpers/earned_progress'
import { CourseFactory, LessonFactory, UserFactory } from '#database/factories/course_factory'

test.group('Dashboard in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dashboard shows the course in progress and Continuar opens the next lesson', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await CourseFactory.merge({
      title: 'Cultivo Indoor Avançado',
      mentorName: 'Prof. Verde IA',
    }).create()
    const lessons = []
    for (const position of [1, 2, 3]) {
      lessons.push(
        await LessonFactory.merge({
          courseId: course.id,
          title: `Aula ${position}`,
          orderIndex: position,
        }).create()
      )
    }
    const user = await UserFactory.merge({
      fullName: 'Marina Oliveira',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await earnCompletion(user.id, lessons[0])
    await browserContext.loginAs(user)

    const page = await visit('/dashboard')

    await page.getByRole('heading', { name: 'Bem-vindo de volta, Marina!' }).waitFor()
    await page.getByText('Cursos em Andamento').waitFor()
    await page.getByRole('link', { name: 'Cultivo Indoor Avançado', exact: true }).waitFor()
    await page.getByText('33%').first().waitFor()
    await page.getByText('Próxima aula: Aula 2', { exact: false }).waitFor()
    await page.getByText('Primeiro Passo').first().waitFor()

    /* Every quick action leads somewhere real; there is no 1:1 mentoring to book. */
    const quickActions = await page
      .getByRole('navigation', { name: 'Ações Rápidas' })
      .getByRole('link')
      .all()
    assert.deepEqual(await Promise.all(quickActions.map((link) => link.getAttribute('href'))), [
      '/comunidade',
      '/analytics',
      '/certificados',
      '/perfil',
    ])
    assert.equal(await page.getByText('Mentoria 1:1').count(), 0)

    await page.getByRole('link', { name: 'Continuar Cultivo Indoor Avançado' }).click()
    await page.waitForURL(`**/cursos/${course.slug}/aula/2`)
    await page.getByRole('heading', { name: 'Aula 2' }).waitFor()
  })

  test('a new learner sees friendly empty states', async ({ visit, browserContext }) => {
    await CourseFactory.create()
    const user = await UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
    await browserContext.loginAs(user)
    const page = await visit('/dashboard')
    await page.getByText('Você ainda não começou nenhum curso.').waitFor()
    await page.getByText('Sua atividade aparece aqui quando você concluir aulas').waitFor()
    await page.getByRole('link', { name: 'Explorar cursos' }).waitFor()
  })
})
