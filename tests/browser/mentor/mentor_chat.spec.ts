import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { premiumLearner } from '#tests/helpers/premium'
import { FakeOpenAI } from '#tests/helpers/fake_openai'
import { MENTOR_TEXTS } from '#domain/mentor/mentor'
import { hydrated } from '../helpers.js'
import { mentorCourse } from '../../functional/mentor/support.js'

const TYPING = 'O mentor está digitando…'

test.group('Mentor chat in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a learner asks, sees the mentor typing, reads the answer and follows the cited lesson', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const fake = await FakeOpenAI.start()
    try {
      const course = await mentorCourse()
      const learner = await premiumLearner()
      await browserContext.loginAs(learner)
      fake.streams('Na floração, mire um VPD de 1,2 a 1,5 kPa ', '(Aula 2).').hold()

      const page = await hydrated(await visit(`/cursos/${course.slug}?aba=mentor`))
      const chat = page.getByTestId('mentor-chat')
      const input = chat.getByLabel('Sua pergunta ao mentor')
      const send = chat.getByRole('button', { name: 'Enviar pergunta' })
      await input.waitFor()
      assert.isTrue(await send.isDisabled())

      await input.fill('Qual o VPD ideal na floração?')
      await input.press('Enter')
      await chat.getByText('Qual o VPD ideal na floração?').waitFor()
      await chat.getByText(TYPING).waitFor()
      assert.isTrue(await send.isDisabled())
      assert.equal(await input.inputValue(), '')

      fake.release()
      await chat.getByText('Na floração, mire um VPD de 1,2 a 1,5 kPa (Aula 2).').waitFor()
      await page.assertNotExists(chat.getByText(TYPING))
      const citation = chat.getByRole('link', { name: 'Aula 2 · Déficit de pressão de vapor' })
      await citation.click()
      await page.waitForURL(`**/cursos/${course.slug}/aula/2`)
      await page.getByRole('heading', { name: 'Déficit de pressão de vapor' }).waitFor()
    } finally {
      await fake.stop()
    }
  })

  test('offline, the answer quotes the lessons; the conversation is there when the tab reopens and "Nova conversa" clears it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit(`/cursos/${course.slug}?aba=mentor`))
    const chat = page.getByTestId('mentor-chat')
    await chat.getByText('Respostas das aulas').waitFor()
    const input = chat.getByLabel('Sua pergunta ao mentor')
    await input.fill('Como secar')
    await input.press('Shift+Enter')
    await input.pressSequentially('as flores?')
    assert.equal(await input.inputValue(), 'Como secar\nas flores?')
    await chat.getByRole('button', { name: 'Enviar pergunta' }).click()
    await chat.getByText(/A secagem lenta, em ambiente escuro/).waitFor()
    await chat.getByRole('link', { name: 'Aula 3 · Secagem e cura das flores' }).waitFor()

    await chat.getByRole('button', { name: 'Não útil' }).click()
    await chat.getByText('Obrigado pela avaliação!').waitFor()
    const rated = await db.from('mentor_messages').where('role', 'mentor').first()
    assert.equal(rated.feedback, 'not_useful')

    await page.reload()
    await hydrated(page)
    await page
      .getByTestId('mentor-chat')
      .getByText(/A secagem lenta, em ambiente escuro/)
      .waitFor()

    await page.getByTestId('mentor-chat').getByRole('button', { name: 'Nova conversa' }).click()
    await page.assertNotExists(page.getByTestId('mentor-chat').getByText(/A secagem lenta/))
    await page.reload()
    await hydrated(page)
    await page.getByTestId('mentor-chat').getByLabel('Sua pergunta ao mentor').waitFor()
    await page.assertNotExists(page.getByTestId('mentor-chat').getByText(/A secagem lenta/))
  })

  test('when the provider fails the learner reads the error and the question stays typed', async ({
    visit,
    browserContext,
  }) => {
    const fake = await FakeOpenAI.start()
    try {
      fake.fails(503)
      const course = await mentorCourse()
      const learner = await premiumLearner()
      await browserContext.loginAs(learner)
      const page = await hydrated(await visit(`/cursos/${course.slug}?aba=mentor`))
      const chat = page.getByTestId('mentor-chat')
      const input = chat.getByLabel('Sua pergunta ao mentor')
      await input.fill('Qual o VPD ideal?')
      await input.press('Enter')
      await chat.getByRole('alert').getByText(MENTOR_TEXTS.providerFailed).waitFor()
      await page.assertInputValue('#mentor-question', 'Qual o VPD ideal?')
    } finally {
      await fake.stop()
    }
  })

  test('on a lesson page the Mentor IA tab answers with that lesson first', async ({
    visit,
    browserContext,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    await browserContext.loginAs(learner)
    const page = await hydrated(await visit(`/cursos/${course.slug}/aula/3`))
    await page.getByRole('tab', { name: 'Mentor IA' }).click()
    const chat = page.getByTestId('mentor-chat')
    await chat
      .getByText('Você está na aula “Secagem e cura das flores”', { exact: false })
      .waitFor()
    const input = chat.getByLabel('Sua pergunta ao mentor')
    await input.fill('Qual a umidade ideal?')
    await input.press('Enter')
    const sources = chat.getByRole('navigation', { name: 'Aulas citadas' })
    await sources.getByRole('link').first().waitFor()
    await page.assertText(sources.getByRole('link').first(), 'Aula 3 · Secagem e cura das flores')
  })
})
