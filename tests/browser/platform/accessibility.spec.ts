import { test } from '@japa/runner'
import axe from 'axe-core'
import type { BrowserContext, Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import { earnCompletion } from '#tests/helpers/earned_progress'
import AdminUser from '#models/admin_user'
import CourseReview from '#models/course_review'
import {
  CourseFactory,
  CourseModuleFactory,
  LessonFactory,
} from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { hydrated } from '../helpers.js'

/** The WCAG 2.2 AA rule set of axe-core (every level up to AA, from 2.0 to 2.2). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The serious and critical axe-core violations of the page as it is now, one
 * line per rule with the selectors of every element it failed on.
 */
async function axeViolations(page: Page) {
  /* Evaluated through the DevTools protocol: the page's Content-Security-Policy (nonces) does not apply. */
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source)
  const results: axe.AxeResults = await page.evaluate(
    (tags) =>
      (globalThis as any).axe.run((globalThis as any).document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_22_AA
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ` +
        violation.nodes.map((node) => node.target.join(' ')).join('\n    ')
    )
}

/**
 * Vite's development server answers 504 'Outdated Optimize Dep' (and reloads the page) when it
 * re-bundles its dependencies mid-run: a property of the test server, not of the site.
 */
const VITE_REBUNDLE = 'Outdated Optimize Dep'

/**
 * Every failed request (status ≥ 400), console error and uncaught exception of
 * the context's pages, recorded from before the first page opens.
 */
function recordLoadProblems(context: BrowserContext) {
  const problems: string[] = []
  context.on('response', (response) => {
    if (response.status() < 400) return
    if (response.statusText() === VITE_REBUNDLE) return
    problems.push(`${response.status()} ${response.url()}`)
  })
  context.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes(VITE_REBUNDLE)) return
    problems.push(`console: ${message.text()}`)
  })
  context.on('weberror', (error) => problems.push(`exception: ${error.error().message}`))
  return problems
}

/**
 * Opens `url` in a new page, waits for React, and runs axe in the light theme
 * and then in the dark one (the site follows the system's preference until the
 * member picks one): what fails goes into `report`, one entry per page and theme.
 */
async function audit(context: BrowserContext, url: string, report: string[]) {
  const page = await context.newPage()
  await page.goto(url)
  await hydrated(page)
  const mains = await page.locator('main').count()
  if (mains !== 1) report.push(`${url}: ${mains} regiões <main> (esperado: 1)`)
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await page
      .locator(theme === 'dark' ? 'html.dark' : 'html:not(.dark)')
      .waitFor({ state: 'attached' })
    /* Colours are measured once the theme's transitions (transition-colors) have ended. */
    await page.waitForFunction(() =>
      (globalThis as any).document
        .getAnimations()
        .every((animation: object) => animation.constructor.name !== 'CSSTransition')
    )
    const violations = await axeViolations(page)
    if (violations.length > 0) report.push(`${url} (tema ${theme})\n  ${violations.join('\n  ')}`)
  }
  await page.emulateMedia({ colorScheme: 'light' })
  return page
}

async function courseWithLessons() {
  const course = await CourseFactory.merge({ title: 'Genética e Melhoramento' }).create()
  const module = await CourseModuleFactory.merge({
    courseId: course.id,
    title: 'Fundamentos',
    orderIndex: 1,
  }).create()
  const paragraphs = Array.from(
    { length: 30 },
    (_, index) => `Parágrafo ${index + 1} sobre fenótipos, genótipos e seleção de matrizes.`
  )
  const lessons = []
  for (const position of [1, 2]) {
    const lesson = await LessonFactory.merge({
      courseId: course.id,
      moduleId: module.id,
      title: position === 1 ? 'Fenótipo e genótipo' : 'Seleção de matrizes',
      orderIndex: position,
      content: `## Leitura\n\n${paragraphs.join('\n\n')}`,
    }).create()
    lessons.push(lesson)
  }
  /* A reviewed course: the catalogue and course page show its rating badge and the review. */
  await CourseReview.create({
    courseId: course.id,
    userId: null,
    authorName: 'Ricardo Alves',
    rating: 5,
    comment: 'Excelente.',
  })
  return { course, lessons }
}

test.group('Accessibility in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('public pages: one <main>, no serious WCAG 2.2 AA violation, nothing fails to load', async ({
    browserContext,
    assert,
  }) => {
    const { course } = await courseWithLessons()
    const problems = recordLoadProblems(browserContext)
    const report: string[] = []
    for (const url of ['/', '/cursos', `/cursos/${course.slug}`, '/auth']) {
      const page = await audit(browserContext, url, report)
      await page.close()
    }
    assert.isEmpty(report, `Violações de acessibilidade:\n${report.join('\n')}`)
    assert.isEmpty(problems, `Falhas ao carregar as páginas:\n${problems.join('\n')}`)

    /* The server-rendered HTML (before any script) has its one <main> too, the 404 page included. */
    for (const url of ['/', '/cursos', `/cursos/${course.slug}`, '/pagina-que-nao-existe']) {
      const response = await browserContext.request.get(url)
      const html = await response.text()
      assert.lengthOf(html.match(/<main[\s>]/g) ?? [], 1, `${url}: HTML do servidor`)
    }
  })

  test('signed-in pages pass the same checks; on the lesson the skip link focuses the content and, on a phone, Marcar como Concluída comes before the text', async ({
    browserContext,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons()
    const learner = await premiumLearner({ fullName: 'Marina Oliveira' })
    /* A course in progress: the dashboard shows its card, next lesson and mentor. */
    await earnCompletion(learner.id, lessons[1])
    await browserContext.loginAs(learner)
    const problems = recordLoadProblems(browserContext)
    const report: string[] = []
    const lesson = await audit(browserContext, `/cursos/${course.slug}/aula/1`, report)
    for (const url of ['/dashboard', '/perfil', '/perfil/privacidade']) {
      const page = await audit(browserContext, url, report)
      await page.close()
    }
    assert.isEmpty(report, `Violações de acessibilidade:\n${report.join('\n')}`)
    assert.isEmpty(problems, `Falhas ao carregar as páginas:\n${problems.join('\n')}`)

    /* Wide screen: the progress card stays in the side column, right of the lesson text. */
    const markDone = lesson.getByRole('button', { name: 'Marcar como Concluída' })
    const text = lesson.getByText('Parágrafo 1 sobre fenótipos')
    const [wideButton, wideText] = [await markDone.boundingBox(), await text.boundingBox()]
    assert.isAbove(wideButton!.x, wideText!.x + wideText!.width)

    /* A 390 px phone: the progress card and its button come before the long text, on the first screen. */
    await lesson.setViewportSize({ width: 390, height: 844 })
    const [button, paragraph] = [await markDone.boundingBox(), await text.boundingBox()]
    assert.isBelow(button!.y + button!.height, paragraph!.y)
    assert.isBelow(button!.y + button!.height, 844, 'o botão aparece na primeira tela')

    /* The first Tab of the page reaches the skip link; Enter puts focus on <main>, and the next Tab stays in it. */
    const focusedId = () => lesson.evaluate(() => (globalThis as any).document.activeElement?.id)
    await lesson.keyboard.press('Tab')
    assert.equal(await lesson.locator(':focus').textContent(), 'Pular para o conteúdo')
    await lesson.keyboard.press('Enter')
    assert.equal(await focusedId(), 'conteudo-principal')
    await lesson.keyboard.press('Tab')
    assert.isTrue(await lesson.locator('main :focus').isVisible())

    /* After an Inertia navigation (same layout, new page) the skip link still works. */
    await lesson.getByRole('link', { name: 'Próxima Aula' }).click()
    await lesson.getByRole('heading', { name: 'Seleção de matrizes' }).waitFor()
    await lesson.getByRole('link', { name: 'Pular para o conteúdo' }).focus()
    await lesson.keyboard.press('Enter')
    assert.equal(await focusedId(), 'conteudo-principal')
  })

  test('the admin overview passes the same checks', async ({ browserContext, assert }) => {
    const admin = await premiumLearner({ fullName: 'Ana Admin' })
    await AdminUser.create({ userId: admin.id, role: 'super_admin' })
    await browserContext.loginAs(admin)
    const problems = recordLoadProblems(browserContext)
    const report: string[] = []
    await audit(browserContext, '/admin', report)
    assert.isEmpty(report, `Violações de acessibilidade:\n${report.join('\n')}`)
    assert.isEmpty(problems, `Falhas ao carregar as páginas:\n${problems.join('\n')}`)
  })
})
