import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import { COURSE_TABS, SIMULATOR_KINDS } from '#domain/catalog/catalog'
import type User from '#models/user'
import { DiscussionFactory, ReplyFactory } from '#database/factories/forum_factory'
import { LessonFactory, UserFactory } from '#database/factories/course_factory'
import { englishWordsIn, visibleTextOf } from '#tests/helpers/english_words'
import { issuedCertificate } from '#tests/functional/certificates/helpers'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

/*
| 'pt-BR everywhere' (issue #16): every public and learner screen, as a
| visitor, a member and a Plano Premium member, rendered to HTML and read for
| English words. Signed-in screens normally render in the browser only, so
| this group renders every page on the server while it runs:
| the response then holds what the member reads, not only the page's data.
*/

/**
 * The English words on each screen, by path (a screen that did not render to
 * HTML counts as a failure too: an empty page has no words to find).
 */
async function englishOn(client: ApiClient, paths: string[], user?: User) {
  const found: Record<string, string[]> = {}
  for (const path of paths) {
    const request = client.get(path)
    const response = await (user ? request.loginAs(user) : request)
    const html = response.text()
    const words = html.includes('<main')
      ? englishWordsIn(visibleTextOf(html))
      : ['(não renderizou)']
    if (words.length) found[path] = words
  }
  return found
}

async function seedScreens() {
  const {
    course,
    certificate,
    user: premium,
  } = await issuedCertificate({
    fullName: 'Joana Araújo',
  })
  course.merge({
    title: 'Cultivo de Teste',
    tabs: [...COURSE_TABS],
    simulators: [...SIMULATOR_KINDS],
    previewVideoUrl: null,
  })
  await course.save()
  /* A video lesson (the player's controls) after the certified text lesson. */
  await LessonFactory.merge({
    courseId: course.id,
    orderIndex: 2,
    title: 'Aula em vídeo',
    lessonType: 'video',
  }).create()
  const author = await UserFactory.merge({ fullName: 'Carlos Souza' }).create()
  const discussion = await DiscussionFactory.merge({
    userId: author.id,
    title: 'Qual a melhor luz para a fase vegetativa?',
  }).create()
  await ReplyFactory.merge({ userId: premium.id, discussionId: discussion.id }).create()
  const member = await freeLearner({ fullName: 'Marina Lopes' })
  const anotherPremium = await premiumLearner({ fullName: 'Rita Melo' })
  return { course, certificate, premium, member, author, discussion, anotherPremium }
}

test.group('Português em todas as telas', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.setup(renderEveryPageOnServer)

  test('no public screen shows an English word to a visitor', async ({ client, assert }) => {
    const { course, certificate, discussion } = await seedScreens()
    const paths = [
      '/',
      '/cursos',
      `/cursos?busca=cultivo`,
      `/cursos/${course.slug}`,
      ...COURSE_TABS.map((tab) => `/cursos/${course.slug}?aba=${tab}`),
      `/cursos/${course.slug}/aula/1`,
      '/podcast',
      '/comunidade',
      '/comunidade/em-alta',
      `/comunidade/discussoes/${discussion.id}`,
      `/certificado/${certificate.id}`,
      '/auth',
      '/auth?aba=login',
      '/auth/esqueci-senha',
      '/auth/confirmar-email',
      '/pagina-que-nao-existe',
    ]
    assert.deepEqual(await englishOn(client, paths), {})
  })

  test('no learner screen shows an English word to a member without the plan', async ({
    client,
    assert,
  }) => {
    const { course, member, premium } = await seedScreens()
    const paths = [
      '/dashboard',
      '/analytics',
      '/perfil',
      `/perfil/${premium.id}`,
      '/mensagens',
      '/notificacoes',
      '/certificados',
      '/comunidade/membros',
      '/',
      '/cursos',
      `/cursos/${course.slug}`,
      ...COURSE_TABS.map((tab) => `/cursos/${course.slug}?aba=${tab}`),
      `/cursos/${course.slug}/aula/1`,
      `/cursos/${course.slug}/aula/2`,
    ]
    assert.deepEqual(await englishOn(client, paths, member), {})
  })

  test('no learner screen shows an English word to a Plano Premium member', async ({
    client,
    assert,
  }) => {
    const { course, premium, anotherPremium } = await seedScreens()
    const paths = [
      '/dashboard',
      '/analytics',
      '/perfil',
      `/perfil/${anotherPremium.id}`,
      '/mensagens',
      '/notificacoes',
      '/certificados',
      '/comunidade/membros',
      `/cursos/${course.slug}`,
      ...COURSE_TABS.map((tab) => `/cursos/${course.slug}?aba=${tab}`),
      `/cursos/${course.slug}/aula/1`,
      `/cursos/${course.slug}/aula/2`,
    ]
    assert.deepEqual(await englishOn(client, paths, premium), {})
  })

  test('every form on these screens leaves validation to the app (noValidate, no browser bubbles)', async ({
    client,
    assert,
  }) => {
    const { course, premium, discussion } = await seedScreens()
    const screens: Array<[string, User | undefined]> = [
      ['/', undefined],
      ['/auth', undefined],
      ['/auth?aba=login', undefined],
      ['/auth/esqueci-senha', undefined],
      ['/cursos', undefined],
      ['/comunidade', undefined],
      [`/comunidade/discussoes/${discussion.id}`, premium],
      ['/comunidade/membros', premium],
      ['/perfil', premium],
      ['/mensagens', premium],
      [`/cursos/${course.slug}?aba=progresso`, premium],
      [`/cursos/${course.slug}?aba=avaliacoes`, premium],
    ]
    const validatedByTheBrowser: string[] = []
    let forms = 0
    for (const [path, user] of screens) {
      const request = client.get(path)
      const response = await (user ? request.loginAs(user) : request)
      for (const [tag] of response.text().matchAll(/<form\b[^>]*>/g)) {
        forms += 1
        if (!/\snovalidate(=""|\s|>)/i.test(tag)) validatedByTheBrowser.push(`${path}: ${tag}`)
      }
    }
    assert.isAbove(forms, 10)
    assert.deepEqual(validatedByTheBrowser, [])
  })
})
