import { test } from '@japa/runner'
import type { Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import QuizAttempt from '#models/quiz_attempt'
import QuizSet from '#models/quiz_set'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { contentAdmin, premiumLearner } from '#tests/helpers/premium'
import { hydrated, switchMember, toastWith } from '../helpers.js'

type Written = { question: string; options: string[]; correct: number[]; explanation: string }

/** What the admin types, in the order the quiz ends up in. */
const QUIZ: Written[] = [
  {
    question: 'Qual receptor predomina no cérebro?',
    options: ['CB1', 'CB2'],
    correct: [0],
    explanation: 'O CB1 é o receptor mais comum no sistema nervoso central.',
  },
  {
    question: 'Quais destes vêm da planta?',
    options: ['THC', 'Anandamida', 'CBD'],
    correct: [0, 2],
    explanation: 'THC e CBD são fitocanabinoides; a anandamida é produzida pelo corpo.',
  },
  {
    question: 'O CBD é intoxicante?',
    options: ['Sim', 'Não'],
    correct: [1],
    explanation: 'O CBD não produz o efeito psicoativo do THC.',
  },
]

const LETTERS = ['A', 'B', 'C']

/** Fills question `index` (its card) with what the admin writes. */
async function writeQuestion(page: Page, index: number, written: Written) {
  const card = page.getByTestId('quiz-question').nth(index)
  await card.getByLabel('Enunciado').fill(written.question)
  for (const [at, option] of written.options.entries()) {
    if (at >= 2) await card.getByRole('button', { name: 'Adicionar alternativa' }).click()
    await card
      .getByLabel(`Alternativa ${LETTERS[at]} da pergunta ${index + 1}`, { exact: true })
      .fill(option)
  }
  for (const at of written.correct)
    await card.getByRole('checkbox', { name: `Alternativa ${LETTERS[at]} correta` }).check()
  await card.getByLabel('Explicação (mostrada depois da resposta)').fill(written.explanation)
}

/**
 * Answers the quiz in the order this attempt shows it, the first `right`
 * correctly: the question is read from the screen, its options picked by
 * their text (radios, or checkboxes under 'Marque todas as corretas').
 */
async function takeQuiz(page: Page, right: number) {
  await page.getByRole('button', { name: 'Iniciar Quiz' }).click()
  for (let index = 0; index < QUIZ.length; index++) {
    await page.getByText(`Pergunta ${index + 1} de ${QUIZ.length}`).waitFor()
    let written: Written | undefined
    for (const candidate of QUIZ) {
      if (await page.getByText(candidate.question, { exact: true }).first().isVisible())
        written = candidate
    }
    const several = written!.correct.length > 1
    const picks =
      index < right ? written!.correct : [several ? written!.correct[0] : 1 - written!.correct[0]]
    if (several) {
      await page.getByText('Marque todas as corretas').waitFor()
      for (const at of picks)
        await page.getByRole('checkbox', { name: written!.options[at], exact: true }).check()
    } else {
      if (await page.getByText('Marque todas as corretas').count())
        throw new Error('uma pergunta de uma só correta pediu todas as corretas')
      await page.getByRole('radio', { name: written!.options[picks[0]], exact: true }).click()
    }
    await page.getByRole('button', { name: 'Ver Resultado' }).click()
    await page.getByText(index < right ? 'Correto!' : 'Incorreto!', { exact: true }).waitFor()
    await page.getByText(written!.explanation).first().waitFor()
    if (index < QUIZ.length - 1)
      await page.getByRole('button', { name: 'Próxima Pergunta' }).click()
  }
  await page.getByRole('button', { name: 'Finalizar Quiz' }).click()
}

test.group('Admin writes a quiz in Chromium, a learner takes it', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin writes a 3-question quiz at 70 %, publishes it; a learner fails at 33 % and passes at 100 %', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await CourseFactory.merge({ title: 'Endocanabinoides' }).create()
    const lesson = await LessonFactory.merge({
      courseId: course.id,
      title: 'Teste: receptores',
      lessonType: 'quiz',
      isPublished: false,
    }).create()
    const admin = await contentAdmin({ fullName: 'Edu Editor' })
    await browserContext.loginAs(admin)

    const page = await hydrated(await visit(`/admin/cursos/${course.id}?aba=aulas`))
    await page.getByRole('link', { name: `Editar as perguntas da aula ${lesson.title}` }).click()
    await page.getByRole('heading', { name: `Perguntas: ${lesson.title}` }).waitFor()
    assert.equal(await page.getByLabel('Nota mínima (%)').inputValue(), '70')
    assert.equal(await page.getByLabel('Tempo limite (segundos)').inputValue(), '300')
    assert.equal(await page.getByLabel('Tentativas permitidas').inputValue(), '')

    /* No question yet: the lesson cannot be published. */
    await page.getByRole('button', { name: 'Publicar aula' }).click()
    await toastWith(page, 'A aula não pode ser publicada').waitFor()

    /* An empty question is named next to its fields, in pt-BR. */
    await page.getByRole('button', { name: 'Adicionar pergunta' }).click()
    await page.getByRole('button', { name: 'Salvar Quiz' }).click()
    const first = page.getByTestId('quiz-question').first()
    await first.getByText('Escreva a pergunta (até 1000 caracteres).').waitFor()
    await first.getByText('Marque ao menos uma alternativa correta.').waitFor()

    /* Written out of order, then put in place by dragging; the arrows move them too. */
    await writeQuestion(page, 0, QUIZ[0])
    await page.getByRole('button', { name: 'Adicionar pergunta' }).click()
    await writeQuestion(page, 1, QUIZ[2])
    await page.getByRole('button', { name: 'Adicionar pergunta' }).click()
    await writeQuestion(page, 2, QUIZ[1])
    const cards = page.getByTestId('quiz-question')
    const order = () =>
      cards
        .getByLabel('Enunciado')
        .evaluateAll((fields) =>
          fields.map((field) => (field as unknown as { value: string }).value)
        )
    /* The drag events a mouse drag sends, one data transfer from start to drop. */
    const transfer = await page.evaluateHandle('new DataTransfer()')
    await cards.nth(2).getByTitle('Arraste para mudar a ordem').dispatchEvent('dragstart', {
      dataTransfer: transfer,
    })
    await cards.nth(1).dispatchEvent('dragover', { dataTransfer: transfer })
    await cards.nth(1).dispatchEvent('drop', { dataTransfer: transfer })
    assert.deepEqual(
      await order(),
      QUIZ.map((written) => written.question)
    )
    await page.getByRole('button', { name: 'Mover a pergunta 1 para baixo' }).click()
    assert.deepEqual(await order(), [QUIZ[1].question, QUIZ[0].question, QUIZ[2].question])
    await page.getByRole('button', { name: 'Mover a pergunta 2 para cima' }).click()
    assert.deepEqual(
      await order(),
      QUIZ.map((written) => written.question)
    )
    await page.getByRole('button', { name: 'Salvar Quiz' }).click()
    await toastWith(page, 'Quiz salvo com sucesso!').waitFor()

    await page.getByRole('button', { name: 'Publicar aula' }).click()
    await toastWith(page, 'Aula publicada com sucesso!').waitFor()
    await page.getByRole('button', { name: 'Despublicar aula' }).waitFor()

    const set = await QuizSet.findByOrFail('lessonId', lesson.id)
    assert.equal(set.passPercent, 70)

    /* The learner's side reads what the admin wrote. */
    const learner = await premiumLearner({ fullName: 'Lia Aluna' })
    await switchMember(browserContext, learner)
    const lessonPage = await hydrated(await visit(`/cursos/${course.slug}/aula/1`))
    await lessonPage.getByText('3 perguntas de múltipla escolha · 5 minutos.').waitFor()
    await lessonPage.getByText('Nota mínima: 70%').first().waitFor()

    await takeQuiz(lessonPage, 1)
    await lessonPage.getByText('Você acertou 1 de 3 perguntas (33%).').waitFor()
    await lessonPage.getByText('Não aprovado', { exact: true }).first().waitFor()

    await lessonPage.getByRole('button', { name: 'Tentar Novamente' }).click()
    await takeQuiz(lessonPage, 3)
    await lessonPage.getByText('Você acertou 3 de 3 perguntas (100%).').waitFor()
    await lessonPage.getByText('Aprovado', { exact: true }).first().waitFor()

    const attempts = await QuizAttempt.query()
      .where('user_id', learner.id)
      .where('lesson_id', lesson.id)
      .orderBy('id')
    assert.deepEqual(
      attempts.map((attempt) => [attempt.quizSetId, attempt.score, attempt.total, attempt.passed]),
      [
        [set.id, 1, 3, false],
        [set.id, 3, 3, true],
      ]
    )
  })
})
