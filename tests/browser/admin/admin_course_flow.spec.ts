import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import AdminUser from '#models/admin_user'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated } from '../helpers.js'

const SHOTS = process.env.ADMIN_SCREENSHOTS

test.group('Admin builds a course in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a course with a module and a Markdown lesson, publishes both, then finds it in /cursos and opens its page', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const admin = await UserFactory.merge({ fullName: 'Ana Admin' }).with('profile').create()
    await AdminUser.create({ userId: admin.id, role: 'super_admin' })
    await browserContext.loginAs(admin)

    const page = await visit('/admin')
    await page.getByRole('heading', { name: 'Total de Cursos' }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/01-dashboard.png`, fullPage: true })

    /* Sidebar → Cursos → Novo Curso */
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Cursos' })
      .click()
    await page.waitForURL('**/admin/cursos')
    await page.getByRole('link', { name: 'Novo Curso' }).click()
    await page.waitForURL('**/admin/cursos/novo')
    /* A bad value is named next to its field in pt-BR (no browser bubble) and what was typed stays. */
    await page.getByLabel('Título').fill('Ex')
    await page.getByLabel('Preço de referência (R$)').fill('trinta')
    await page.getByRole('button', { name: 'Criar Curso' }).click()
    const titleError = page.locator('#title-error')
    assert.equal(
      await titleError.innerText(),
      'O campo título precisa ter pelo menos 3 caracteres.'
    )
    assert.equal(await page.getByLabel('Título').getAttribute('aria-describedby'), 'title-error')
    assert.equal(
      await page.locator('#price-error').innerText(),
      'Informe o preço em reais, por exemplo 37,00.'
    )
    assert.equal(await page.getByLabel('Título').inputValue(), 'Ex')
    assert.equal(await page.getByLabel('Preço de referência (R$)').inputValue(), 'trinta')
    await page.getByLabel('Preço de referência (R$)').fill('49,90')

    await page.getByLabel('Título').fill('Extração de Óleos & Resinas')
    assert.equal(await page.getByLabel('Endereço (slug)').inputValue(), 'extracao-de-oleos-resinas')
    await page.getByLabel('Descrição').fill('Métodos de extração seguros.')
    await page.getByLabel('Nível').selectOption('advanced')
    await page.getByLabel('Categoria').selectOption('science')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/02-course-form.png`, fullPage: true })
    await page.getByRole('button', { name: 'Criar Curso' }).click()

    await page.getByRole('heading', { name: 'Extração de Óleos & Resinas' }).waitFor()
    await page.getByText('Curso criado com sucesso!').first().waitFor()
    const course = await Course.findByOrFail('slug', 'extracao-de-oleos-resinas')
    await page.assertPath(`/admin/cursos/${course.id}`)

    /* Aulas tab: a module, then a lesson with Markdown (live preview) in it. */
    await page.getByRole('tab', { name: 'Aulas' }).click()
    await page.waitForURL('**?aba=aulas')
    await page.getByPlaceholder('Nome do novo módulo').fill('Fundamentos da extração')
    await page.getByRole('button', { name: 'Adicionar Módulo' }).click()
    await page.getByText('Módulo criado com sucesso!').first().waitFor()

    await page.getByRole('button', { name: 'Nova Aula' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Nova Aula' })
    await dialog.getByLabel('Título da aula').fill('Solventes e segurança')
    await dialog.getByLabel('Tipo de aula').selectOption('text')
    /* 'Nova Aula' opens in the course's last module. */
    assert.equal(
      await dialog.getByLabel('Módulo').locator('option:checked').innerText(),
      'Fundamentos da extração'
    )
    await dialog.getByRole('tab', { name: 'Conteúdo' }).click()
    await dialog
      .getByLabel('Conteúdo (Markdown)')
      .fill('## Regras de ouro\n\n- **Nunca** use chama aberta\n- Ventilação sempre')
    const preview = dialog.getByRole('region', { name: 'Prévia do conteúdo' })
    await preview.getByRole('heading', { name: 'Regras de ouro' }).waitFor()
    assert.equal(await preview.locator('strong').innerText(), 'Nunca')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/03-lesson-dialog.png`, fullPage: true })
    await dialog.getByRole('button', { name: 'Criar Aula' }).click()
    await page.getByText('Aula criada com sucesso!').first().waitFor()
    await dialog.waitFor({ state: 'hidden' })

    /* Publish the lesson, then the course. */
    const lessonRow = page.getByRole('listitem').filter({ hasText: 'Solventes e segurança' })
    await lessonRow.getByText('Módulo: Fundamentos da extração').waitFor()
    await lessonRow.getByRole('button', { name: 'Publicar' }).click()
    await page.getByText('Aula publicada com sucesso!').first().waitFor()
    await lessonRow.getByText('Publicada', { exact: true }).waitFor()

    await page
      .getByRole('main')
      .getByRole('button', { name: 'Publicar', exact: true })
      .first()
      .click()
    await page.getByText('Curso publicado com sucesso!').first().waitFor()
    await page.getByText('Publicado', { exact: true }).first().waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/04-course-published.png`, fullPage: true })

    /* 'Visualizar Curso' opens the public page /cursos/{slug} in a new tab. */
    const viewLink = page.getByRole('link', { name: /Visualizar Curso/ })
    assert.equal(await viewLink.getAttribute('href'), '/cursos/extracao-de-oleos-resinas')
    assert.equal(await viewLink.getAttribute('target'), '_blank')

    const lesson = await db.from('lessons').where('course_id', course.id).firstOrFail()
    await course.refresh()
    assert.isTrue(course.isPublished)
    assert.equal(course.price, 49.9)
    assert.isTrue(lesson.is_published)
    assert.include(lesson.content, '**Nunca** use chama aberta')
    assert.isNotNull(lesson.module_id)

    /* The list shows it as published. */
    await page.goto('/admin/cursos')
    const row = page.getByRole('listitem').filter({ hasText: 'Extração de Óleos & Resinas' })
    await row.getByText('Publicado', { exact: true }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/05-course-list.png`, fullPage: true })

    /* Learners find it in the public catalogue (searched by title) and open its page. */
    await page.goto('/cursos')
    await hydrated(page)
    const search = page.getByRole('searchbox', { name: 'Buscar cursos' })
    await search.fill('extração de óleos')
    await search.press('Enter')
    await page.getByText('1 curso(s) encontrado(s)').waitFor()
    const card = page.getByTestId('course-card').filter({ hasText: 'Extração de Óleos & Resinas' })
    await card.getByRole('heading', { name: 'Extração de Óleos & Resinas' }).waitFor()
    /* Its length is its one reading lesson's: 8 words at 200 a minute. */
    await card.getByText('3 s', { exact: true }).waitFor()
    await card.getByRole('link', { name: 'Começar Curso' }).click()
    await page.waitForURL('**/cursos/extracao-de-oleos-resinas')
    await page.getByRole('heading', { level: 1, name: 'Extração de Óleos & Resinas' }).waitFor()
    await page.getByRole('heading', { name: 'Módulo 1: Fundamentos da extração' }).waitFor()
    await page.getByRole('link', { name: /1\. Solventes e segurança/ }).waitFor()
  })
})
