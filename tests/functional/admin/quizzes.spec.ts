import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type Lesson from '#models/lesson'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { QUIZ_EDITOR_MESSAGES } from '#domain/admin/quiz_editor'
import { countRows, personWithRole } from './_helpers.js'
import { toastOf } from '#tests/helpers/toast'
import { LESSON_HAS_PROGRESS } from '#services/admin/lesson_admin_service'
import { learner } from '../learning/helpers.js'

const THREE_QUESTIONS = [
  {
    question: 'Qual receptor predomina no cérebro?',
    options: ['CB1', 'CB2', 'TRPV1'],
    correctIndexes: [0],
    explanation: 'O CB1 é o receptor mais comum no sistema nervoso central.',
  },
  {
    question: 'Quais são fitocanabinoides?',
    options: ['THC', 'CBD', 'Anandamida', 'Glicose'],
    correctIndexes: [0, 1],
    explanation: 'THC e CBD vêm da planta; a anandamida é endógena.',
  },
  {
    question: 'O CBD é intoxicante?',
    options: ['Sim', 'Não'],
    correctIndexes: [1],
    explanation: 'O CBD não produz o efeito psicoativo do THC.',
  },
]

const QUIZ = {
  title: 'Quiz: Receptores',
  passPercent: 70,
  timeLimitSeconds: 300,
  maxAttempts: null,
  shuffle: false,
  questions: THREE_QUESTIONS,
}

/** A published course with a draft quiz lesson (its lesson 1 once published). */
async function quizLesson(lessonType: 'quiz' | 'exam' = 'quiz', isPublished = false) {
  const course = await CourseFactory.create()
  const lesson = await LessonFactory.merge({
    courseId: course.id,
    title: 'Teste: Receptores',
    lessonType,
    isPublished,
  }).create()
  return { course, lesson }
}

function save(client: ApiClient, user: User, lesson: Lesson, body: object) {
  return client
    .put(`/admin/aulas/${lesson.id}/quiz`)
    .json(body)
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('referer', `/admin/aulas/${lesson.id}/quiz`)
}

function publish(client: ApiClient, user: User, lesson: Lesson) {
  return client
    .patch(`/admin/aulas/${lesson.id}/publicacao`)
    .loginAs(user)
    .withCsrfToken()
    .redirects(0)
}

async function questionsOf(lessonId: number) {
  const set = await QuizSet.findByOrFail('lessonId', lessonId)
  return QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
}

test.group('Admin quiz editor', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new quiz lesson opens the editor with no questions and the defaults: 70 %, 300 s, unlimited attempts', async ({
    client,
  }) => {
    const editor = await personWithRole('editor')
    const { course, lesson } = await quizLesson()
    const response = await client
      .get(`/admin/aulas/${lesson.id}/quiz`)
      .loginAs(editor)
      .withInertia()
    response.assertInertiaComponent('admin/quizzes/edit')
    response.assertInertiaPropsContains({
      quiz: {
        lesson: { id: lesson.id, title: lesson.title, courseTitle: course.title },
        own: false,
        passPercent: 70,
        timeLimitSeconds: 300,
        maxAttempts: null,
        questions: [],
      },
    })
  })

  test('a lesson that is not a quiz or an exam has no quiz editor', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    const lesson = await LessonFactory.merge({ courseId: course.id, lessonType: 'text' }).create()
    const response = await client.get(`/admin/aulas/${lesson.id}/quiz`).loginAs(editor).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/cursos')
    assert.equal(toastOf(response)?.title, 'Erro ao abrir o quiz')
  })

  test('an exam lesson still showing the course-wide quiz opens on its questions, without ids', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { course, lesson } = await quizLesson('exam', true)
    await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
      .with('questions', 2)
      .create()
    const response = await client
      .get(`/admin/aulas/${lesson.id}/quiz`)
      .loginAs(editor)
      .withInertia()
    const { quiz } = response.inertiaProps as any
    assert.isFalse(quiz.own)
    assert.lengthOf(quiz.questions, 2)
    assert.isTrue(quiz.questions.every((question: { id: number | null }) => question.id === null))
    assert.isArray(quiz.questions[0].correctIndexes)
  })

  test('saving stores the questions in order with their correct options, logs it and tells the admin', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await quizLesson()
    const response = await client
      .put(`/admin/aulas/${lesson.id}/quiz`)
      .json({ ...QUIZ, maxAttempts: 2 })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, QUIZ_EDITOR_MESSAGES.saved)

    const set = await QuizSet.findByOrFail('lessonId', lesson.id)
    assert.include(
      { kind: set.kind, courseId: set.courseId, passPercent: set.passPercent },
      { kind: 'lesson', courseId: lesson.courseId, passPercent: 70 }
    )
    assert.equal(set.timeLimitSeconds, 300)
    assert.equal(set.maxAttempts, 2)
    assert.isFalse(set.shuffle)
    const questions = await questionsOf(lesson.id)
    assert.deepEqual(
      questions.map((question) => [question.position, question.question, question.correctIndexes]),
      [
        [1, THREE_QUESTIONS[0].question, [0]],
        [2, THREE_QUESTIONS[1].question, [0, 1]],
        [3, THREE_QUESTIONS[2].question, [1]],
      ]
    )
    assert.equal(questions[1].explanation, THREE_QUESTIONS[1].explanation)

    const activity = await db.from('admin_activities').where('kind', 'quiz_updated').firstOrFail()
    assert.equal(activity.user_id, editor.id)
    assert.equal(activity.subject_title, lesson.title)
    assert.equal(activity.context_title, '3 perguntas')
  })

  test('saving again keeps the questions kept (by id), renumbers the new order and drops the removed one', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await quizLesson()
    await save(client, editor, lesson, QUIZ)
    const [first, second, third] = await questionsOf(lesson.id)

    await save(client, editor, lesson, {
      ...QUIZ,
      passPercent: 80,
      questions: [
        { ...THREE_QUESTIONS[2], id: third.id, question: 'O CBD causa euforia?' },
        { ...THREE_QUESTIONS[0], id: first.id },
        {
          question: 'Nova pergunta?',
          options: ['A', 'B'],
          correctIndexes: [0],
          explanation: '',
        },
      ],
    })

    const after = await questionsOf(lesson.id)
    assert.deepEqual(
      after.map((question) => [question.position, question.question]),
      [
        [1, 'O CBD causa euforia?'],
        [2, THREE_QUESTIONS[0].question],
        [3, 'Nova pergunta?'],
      ]
    )
    assert.equal(after[0].id, third.id)
    assert.equal(after[1].id, first.id)
    assert.isNull(await QuizQuestion.find(second.id))
    const set = await QuizSet.findByOrFail('lessonId', lesson.id)
    assert.equal(set.passPercent, 80)
    assert.equal(await countRows('admin_activities', { kind: 'quiz_updated' }), 2)
  })

  test('a question id of another quiz is not taken over: it is saved as a new question', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const other = await QuizSetFactory.with('questions', 1).create()
    const foreignQuestion = await QuizQuestion.query().where('quiz_set_id', other.id).firstOrFail()
    const foreign = foreignQuestion.id
    const { lesson } = await quizLesson()
    await save(client, editor, lesson, {
      ...QUIZ,
      questions: [{ ...THREE_QUESTIONS[0], id: foreign }],
    })
    const [own] = await questionsOf(lesson.id)
    assert.notEqual(own.id, foreign)
    const untouched = await QuizQuestion.findOrFail(foreign)
    assert.equal(untouched.quizSetId, other.id)
    assert.notEqual(untouched.question, THREE_QUESTIONS[0].question)
  })

  test('bad input is named in pt-BR next to each field and nothing is stored', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await quizLesson()
    const response = await save(client, editor, lesson, {
      title: '',
      passPercent: 0,
      timeLimitSeconds: 10,
      maxAttempts: 0,
      shuffle: true,
      questions: [
        { question: '', options: ['Só uma'], correctIndexes: [0], explanation: '' },
        { question: 'Sem correta?', options: ['A', 'B'], correctIndexes: [], explanation: '' },
        { question: 'Fora da lista?', options: ['A', 'B'], correctIndexes: [3], explanation: '' },
        { question: 'Vazia?', options: ['A', ''], correctIndexes: [0], explanation: '' },
        { question: 'Repetida?', options: ['Sim', 'sim'], correctIndexes: [0], explanation: '' },
      ],
    })
    const errors = response.inertiaProps.errors as Record<string, string>
    assert.equal(errors.title, QUIZ_EDITOR_MESSAGES.title)
    assert.equal(errors.passPercent, QUIZ_EDITOR_MESSAGES.passPercent)
    assert.equal(errors.timeLimitSeconds, QUIZ_EDITOR_MESSAGES.timeLimitSeconds)
    assert.equal(errors.maxAttempts, QUIZ_EDITOR_MESSAGES.maxAttempts)
    assert.equal(errors['questions.0.question'], QUIZ_EDITOR_MESSAGES.question)
    assert.equal(errors['questions.0.options'], QUIZ_EDITOR_MESSAGES.options)
    assert.equal(errors['questions.1.correctIndexes'], QUIZ_EDITOR_MESSAGES.correctIndexes)
    assert.equal(errors['questions.2.correctIndexes'], QUIZ_EDITOR_MESSAGES.correctIndexes)
    assert.equal(errors['questions.3.options.1'], QUIZ_EDITOR_MESSAGES.option)
    assert.equal(errors['questions.4.options'], QUIZ_EDITOR_MESSAGES.optionRepeated)
    assert.equal(await countRows('quiz_sets', { lesson_id: lesson.id }), 0)
    assert.equal(await countRows('admin_activities', { kind: 'quiz_updated' }), 0)
  })

  test('seven options are refused, six are accepted', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await quizLesson()
    const options = ['1', '2', '3', '4', '5', '6']
    const refused = await save(client, editor, lesson, {
      ...QUIZ,
      questions: [{ question: 'Qual?', options: [...options, '7'], correctIndexes: [5] }],
    })
    assert.equal(
      (refused.inertiaProps.errors as Record<string, string>)['questions.0.options'],
      QUIZ_EDITOR_MESSAGES.options
    )
    await save(client, editor, lesson, {
      ...QUIZ,
      questions: [{ question: 'Qual?', options, correctIndexes: [5] }],
    })
    const [question] = await questionsOf(lesson.id)
    assert.deepEqual(question.options, options)
    assert.deepEqual(question.correctIndexes, [5])
  })

  test('a quiz lesson without a question with a correct option cannot be published', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await quizLesson()
    const refused = await publish(client, editor, lesson)
    assert.equal(toastOf(refused)?.title, QUIZ_EDITOR_MESSAGES.notPublishableTitle)
    assert.equal(toastOf(refused)?.description, QUIZ_EDITOR_MESSAGES.notPublishable)
    await lesson.refresh()
    assert.isFalse(lesson.isPublished)

    await save(client, editor, lesson, QUIZ)
    const published = await publish(client, editor, lesson)
    assert.equal(toastOf(published)?.title, 'Aula publicada com sucesso!')
    await lesson.refresh()
    assert.isTrue(lesson.isPublished)
  })

  test('a new quiz lesson created as published without a quiz is refused; a text lesson is not', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()
    const create = (lessonType: string) =>
      client
        .post(`/admin/cursos/${course.id}/aulas`)
        .json({ title: `Aula ${lessonType}`, lessonType, isPublished: true })
        .loginAs(editor)
        .withCsrfToken()
        .redirects(0)
    const refused = await create('exam')
    assert.equal(toastOf(refused)?.description, QUIZ_EDITOR_MESSAGES.notPublishable)
    assert.equal(await countRows('lessons', { course_id: course.id }), 0)
    await create('text')
    assert.equal(await countRows('lessons', { course_id: course.id }), 1)
  })

  test('a published quiz lesson cannot be left without questions', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await quizLesson()
    await save(client, editor, lesson, QUIZ)
    await publish(client, editor, lesson)
    const refused = await client
      .put(`/admin/aulas/${lesson.id}/quiz`)
      .json({ ...QUIZ, questions: [] })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(refused)?.description, QUIZ_EDITOR_MESSAGES.emptyWhilePublished)
    assert.lengthOf(await questionsOf(lesson.id), 3)
  })

  test("a quiz lesson lasts its quiz's time limit, and keeps it when published or edited", async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { course, lesson } = await quizLesson()
    assert.equal(lesson.durationSeconds, 300)
    await save(client, editor, lesson, { ...QUIZ, timeLimitSeconds: 120 })
    await lesson.refresh()
    assert.equal(lesson.durationSeconds, 120)

    await publish(client, editor, lesson)
    await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({ title: 'Teste: receptores CB1 e CB2', lessonType: 'quiz' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    await lesson.refresh()
    assert.equal(lesson.title, 'Teste: receptores CB1 e CB2')
    assert.isTrue(lesson.isPublished)
    assert.equal(lesson.durationSeconds, 120)
    await course.refresh()
    assert.equal(course.durationSeconds, 120)
  })

  test('a quiz lesson a learner attempted cannot be deleted: the attempts stay', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const user = await learner()
    const { lesson } = await quizLesson('quiz', true)
    await save(client, editor, lesson, QUIZ)
    const set = await QuizSet.findByOrFail('lessonId', lesson.id)
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(user)
    started.assertStatus(201)
    const refused = await client
      .delete(`/admin/aulas/${lesson.id}`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(refused)?.description, LESSON_HAS_PROGRESS)
    assert.equal(await countRows('quiz_attempts', { lesson_id: lesson.id }), 1)
    assert.equal(await countRows('lessons', { id: lesson.id }), 1)
  })

  test('a course whose only learner data is a quiz attempt is archived, not deleted', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const user = await learner()
    const { course, lesson } = await quizLesson('quiz', true)
    await save(client, editor, lesson, QUIZ)
    const set = await QuizSet.findByOrFail('lessonId', lesson.id)
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(user)
    started.assertStatus(201)
    await db.from('course_progress').where('course_id', course.id).delete()
    await db.from('lesson_progress').where('lesson_id', lesson.id).delete()

    await client.delete(`/admin/cursos/${course.id}`).loginAs(editor).withCsrfToken().redirects(0)
    await course.refresh()
    assert.isNotNull(course.archivedAt)
    assert.equal(await countRows('quiz_attempts', { lesson_id: lesson.id }), 1)
  })

  test('a learner sees the quiz the admin wrote at once, and each change after it', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const user = await learner()
    const { course, lesson } = await quizLesson('quiz', true)
    const before = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.isNull((before.inertiaProps as any).page.body.quiz)

    await save(client, editor, lesson, { ...QUIZ, passPercent: 60, timeLimitSeconds: 120 })
    const written = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    const quiz = (written.inertiaProps as any).page.body.quiz
    assert.include(quiz, {
      title: QUIZ.title,
      questionCount: 3,
      passPercent: 60,
      timeLimitSeconds: 120,
      maxAttempts: null,
      attemptsLeft: null,
    })
    assert.notInclude(JSON.stringify(quiz), 'correctIndexes')

    const [first, second] = await questionsOf(lesson.id)
    await save(client, editor, lesson, {
      ...QUIZ,
      maxAttempts: 1,
      questions: [
        { ...THREE_QUESTIONS[0], id: first.id },
        { ...THREE_QUESTIONS[1], id: second.id },
      ],
    })
    const changed = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.include((changed.inertiaProps as any).page.body.quiz, {
      questionCount: 2,
      passPercent: 70,
      maxAttempts: 1,
      attemptsLeft: 1,
    })
  })
})
