import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import AdminUser from '#models/admin_user'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { LessonViewFactory } from '#database/factories/learning_activity_factory'

const SHOTS = process.env.ADMIN_SCREENSHOTS

test.group('Admin analytics in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin switches from 30 to 7 and 90 days and sees the figures, labels and URL change', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const admin = await UserFactory.merge({ fullName: 'Ana Admin' }).with('profile').create()
    await AdminUser.create({ userId: admin.id, role: 'admin' })
    const course = await CourseFactory.with('lessons', 1).create()
    const now = DateTime.now()
    /*
     * 7 days: 3 views, 2 in the 7 before (too few to compare); 30 days: 20,
     * 10 in the 30 before; 90 days: all 30, none before.
     */
    const days = [
      ...[1, 2, 3, 10, 12],
      ...Array.from({ length: 15 }, (_, index) => 15 + (index % 11)),
      ...Array.from({ length: 10 }, (_, index) => 35 + index * 2),
    ]
    await LessonViewFactory.merge(
      days.map((daysAgo) => ({
        lessonId: course.lessons[0].id,
        viewedAt: now.minus({ days: daysAgo }),
      }))
    ).createMany(days.length)
    await browserContext.loginAs(admin)

    const page = await visit('/admin/analytics')
    const periods = page.getByRole('navigation', { name: 'Período' })
    const views = page.getByRole('group', { name: 'Visualizações de aulas' })
    await views.getByText('20', { exact: true }).waitFor()
    await views.getByText('+100%').waitFor()
    assert.equal(
      await periods.getByRole('link', { name: '30 dias' }).getAttribute('aria-current'),
      'page'
    )
    await page.getByText('Últimos 30 dias').waitFor()
    /* Nothing happened in the subscriptions: an empty state, not a zero. */
    await page
      .getByRole('group', { name: 'Cancelamentos' })
      .getByText('Nenhum cancelamento no período.')
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-30.png`, fullPage: true })

    await periods.getByRole('link', { name: '7 dias' }).click()
    await page.waitForURL('**/admin/analytics?periodo=7')
    await page.getByText('Últimos 7 dias').waitFor()
    await views.getByText('3', { exact: true }).waitFor()
    /* 2 views before: '+50%' would be chance, so no percentage. */
    await views.getByText('Poucos dados no período anterior').waitFor()
    assert.notInclude(await views.innerText(), '%')
    assert.equal(
      await periods.getByRole('link', { name: '7 dias' }).getAttribute('aria-current'),
      'page'
    )
    await page.getByText('Um ponto por dia, no horário de São Paulo.').waitFor()
    const download = page.getByRole('link', { name: 'Baixar o resumo do período em CSV' })
    assert.include(
      await download.getAttribute('href'),
      '/admin/analytics/exportar/resumo?periodo=7'
    )

    /* The chart's figures are also a table. */
    const chart = page.locator('figure', {
      has: page.getByRole('img', { name: /^Gráfico de visualizações de aulas por dia/ }),
    })
    await chart.getByText('Ver dados').click()
    const rows = chart.getByRole('row')
    assert.equal(await rows.count(), 8)

    await periods.getByRole('link', { name: '90 dias' }).click()
    await page.waitForURL('**/admin/analytics?periodo=90')
    await page
      .getByText('Um ponto por semana (segunda a domingo), no horário de São Paulo.')
      .waitFor()
    await views.getByText('30', { exact: true }).waitFor()
    await views.getByText('novo').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-90.png`, fullPage: true })
  })
})
