import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import AdminUser from '#models/admin_user'
import CourseMaterial from '#models/course_material'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { englishWordsIn } from '#tests/helpers/english_words'
import { hydrated } from '../helpers.js'
import { adminScreens } from '#tests/helpers/admin_screens'

const PHONE = { width: 390, height: 844 }

/** Width of the page's content, and what a person reads on it (text, titles, labels, placeholders). */
function measure(page: Page) {
  return page.evaluate(() => {
    const doc = (globalThis as any).document
    const attributes = [...doc.querySelectorAll('[title],[alt],[aria-label],[placeholder]')].map(
      (element: any) =>
        ['title', 'alt', 'aria-label', 'placeholder']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' ')
    )
    const width = doc.documentElement.clientWidth
    /* The outermost elements that stick out, to name them when the page is too wide. */
    const culprits = [...doc.body.querySelectorAll('*')]
      .filter((element: any) => element.getBoundingClientRect().right > width + 1)
      .filter((element: any) => element.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 5)
      .map((element: any) => `<${element.tagName.toLowerCase()} class="${element.className}">`)
    return {
      culprits: culprits as string[],
      scrollWidth: doc.documentElement.scrollWidth as number,
      text: [doc.body.innerText, ...attributes].join('\n') as string,
    }
  })
}

async function settled(page: Page) {
  await hydrated(page)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  /* Deferred lists (courses, files, analytics) arrive after the page: measure with them in place. */
  await page.waitForLoadState('networkidle')
}

test.group('Admin area on a 390 px phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every admin screen fits the phone without scrolling sideways and speaks pt-BR', async ({
    browserContext,
    assert,
  }) => {
    const admin = await UserFactory.merge({
      fullName: 'Ana Administradora Com Um Nome Bem Comprido',
      email: 'ana.administradora.com.um.endereco.bem.comprido@ganjatalks.com.br',
    })
      .with('profile')
      .create()
    await AdminUser.create({ userId: admin.id, role: 'super_admin' })
    const course = await CourseFactory.merge({
      title: 'Cultivo Indoor Avançado: Ambiente Controlado e Nutrição de Precisão',
      price: 37,
    })
      .with('modules', 1, (module) => module.merge({ title: 'Planejamento, Iluminação e Clima' }))
      .with('lessons', 3, (lesson) =>
        lesson.merge([
          { title: 'Iluminação: PPFD, DLI e espectro luminoso', lessonType: 'video' },
          { title: 'Sala de cultivo interativa', lessonType: 'interactive' },
          { title: 'Prova: iluminação e clima', lessonType: 'exam' },
        ])
      )
      .create()
    await CourseMaterial.create({
      courseId: course.id,
      title: 'Apostila-de-nutricao-de-precisao-para-cultivo-indoor-versao-final.pdf',
      fileUrl: 'https://exemplo.com/materiais/apostila-de-nutricao-de-precisao-para-cultivo.pdf',
      fileType: 'pdf',
    })

    await browserContext.loginAs(admin)
    const page = await browserContext.newPage()
    await page.setViewportSize(PHONE)

    const wide: Record<string, { scrollWidth: number; culprits: string[] }> = {}
    const english: Record<string, string[]> = {}
    const check = async (label: string) => {
      const { scrollWidth, text, culprits } = await measure(page)
      if (scrollWidth > PHONE.width) wide[label] = { scrollWidth, culprits }
      const words = englishWordsIn(text)
      if (words.length > 0) english[label] = words
    }

    for (const url of adminScreens(course.id, course.lessons[2].id)) {
      await page.goto(url)
      await settled(page)
      await check(url)
    }

    /* The navigation menu, and the lesson editor (a dialog on the course's Aulas tab). */
    await page.goto(`/admin/cursos/${course.id}?aba=aulas`)
    await settled(page)
    await page.getByRole('button', { name: 'Abrir menu do painel' }).click()
    await page.getByRole('navigation', { name: 'Seções do painel' }).last().waitFor()
    await check('menu do painel')
    await page.keyboard.press('Escape')

    const lessonRow = page.getByRole('listitem').filter({ hasText: 'Sala de cultivo interativa' })
    await lessonRow.getByRole('button', { name: /Editar/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar Aula' })
    await dialog.getByLabel('Simulador').waitFor()
    await check('editar aula')

    assert.deepEqual(wide, {}, 'screens wider than 390 px')
    assert.deepEqual(english, {}, 'English words on admin screens')
  })
})
