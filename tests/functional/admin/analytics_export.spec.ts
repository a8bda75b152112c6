import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { CourseFactory } from '#database/factories/course_factory'
import {
  CourseProgressFactory,
  QuizAttemptFactory,
} from '#database/factories/learning_activity_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { analyticsWindow, formatDay } from '#domain/admin/admin_analytics'
import { dayKey } from '#domain/learning/streaks'
import { personWithRole } from './_helpers.js'
import { knownHistory, learnerCreated } from './_analytics_history.js'

async function download(client: any, user: any, url: string) {
  const response = await client.get(url).loginAs(user).redirects(0)
  response.assertStatus(200)
  response.assertHeader('content-type', 'text/csv; charset=utf-8')
  const body: string = response.text()
  return { response, body, lines: body.replace(/^\uFEFF/, '').split('\r\n') }
}

test.group('Admin analytics CSV downloads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the summary downloads as a CSV for Excel: BOM, ";" between cells, decimal comma, the period in the headers', async ({
    client,
    assert,
  }) => {
    const history = await knownHistory()
    const { response, body, lines } = await download(
      client,
      history.admin,
      '/admin/analytics/exportar/resumo?periodo=7'
    )
    const today = dayKey(new Date())
    response.assertHeader(
      'content-disposition',
      `attachment; filename="analytics-resumo-7-dias-${today}.csv"`
    )
    assert.isTrue(body.startsWith('\uFEFF'))
    const { current, previous } = analyticsWindow(7)
    /* Every previous figure rests on fewer than 10 events: no percentage, the reason instead. */
    assert.deepEqual(lines, [
      `Métrica;Unidade;Período atual (${formatDay(current.firstDay)} a ${formatDay(current.lastDay)});Período anterior (${formatDay(previous.firstDay)} a ${formatDay(previous.lastDay)});Variação;Unidade da variação`,
      'Cadastros;quantidade;2;1;poucos dados;',
      'Alunos ativos;quantidade;4;1;poucos dados;',
      'Visualizações de aulas;quantidade;5;1;poucos dados;',
      'Aulas concluídas;quantidade;4;1;poucos dados;',
      'Tentativas de quiz;quantidade;2;1;poucos dados;',
      'Nota média nos quizzes;%;50;100;poucos dados;',
      'Novos assinantes Premium;quantidade;1;2;poucos dados;',
      'Cancelamentos;quantidade;1;1;poucos dados;',
      'Assinantes ativos;quantidade;2;2;poucos dados;',
      'Receita recorrente mensal (MRR);R$;74;74;poucos dados;',
      '',
    ])
  })

  test('courses, drop-off and questions download with the figures of the page', async ({
    client,
    assert,
  }) => {
    const history = await knownHistory()
    const courses = await download(
      client,
      history.admin,
      '/admin/analytics/exportar/cursos?periodo=7'
    )
    assert.deepEqual(courses.lines, [
      'Curso;Alunos que começaram;Concluíram o curso;Taxa de conclusão (%)',
      'Terpenos;3;1;33,3',
      'Cultivo;1;0;0',
      '',
    ])

    const dropOff = await download(
      client,
      history.admin,
      '/admin/analytics/exportar/abandono?periodo=7'
    )
    assert.deepEqual(dropOff.lines, [
      'Curso;Posição;Aula;Concluíram a aula;Pararam nesta aula;Pararam nesta aula (% dos que começaram)',
      'Terpenos;0;Antes da 1ª aula (nenhuma aula concluída);;1;33,3',
      'Terpenos;1;Limoneno;2;1;33,3',
      'Terpenos;2;Mirceno;1;0;0',
      'Terpenos;3;Pineno;1;0;0',
      'Cultivo;0;Antes da 1ª aula (nenhuma aula concluída);;1;100',
      'Cultivo;1;Substrato;0;0;0',
      '',
    ])

    const questions = await download(
      client,
      history.admin,
      '/admin/analytics/exportar/questoes?periodo=7'
    )
    const [, second] = history.questions
    assert.equal(questions.lines[0], 'Questão;Quiz;Curso;Respostas;Erros;Taxa de erro (%)')
    assert.equal(questions.lines[1], `${second.question};Quiz de Terpenos;Terpenos;2;2;100`)
    assert.lengthOf(questions.lines, 5)
  })

  test('the chart points download one row per day, an empty average as an empty cell', async ({
    client,
    assert,
  }) => {
    const history = await knownHistory()
    const { lines } = await download(
      client,
      history.admin,
      '/admin/analytics/exportar/evolucao?periodo=7'
    )
    assert.equal(
      lines[0],
      'Início;Fim;Cadastros;Alunos ativos;Visualizações de aulas;Aulas concluídas;Tentativas de quiz;Nota média nos quizzes;Novos assinantes Premium;Cancelamentos;Assinantes ativos;Receita recorrente mensal (MRR)'
    )
    const yesterday = formatDay(analyticsWindow(7).buckets[5].firstDay)
    assert.equal(lines[6], `${yesterday};${yesterday};0;2;4;3;1;75;0;1;2;74`)
    const today = formatDay(analyticsWindow(7).buckets[6].firstDay)
    assert.equal(lines[7], `${today};${today};0;1;0;0;0;;0;0;2;74`)
    assert.lengthOf(lines, 9)
  })

  test('names with ";", quotes and a leading "=" stay in their cell and never run as a formula', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const learner = await learnerCreated(50)
    const course = await CourseFactory.merge({ title: 'Cultivo; o "indoor"' }).create()
    await CourseProgressFactory.merge({ userId: learner.id, courseId: course.id }).create()
    const set = await QuizSetFactory.merge({ title: '=Quiz', courseId: course.id })
      .with('questions', 1, (question) => question.merge({ question: '=SOMA(1;2)?' }))
      .create()
    await QuizAttemptFactory.merge({ userId: learner.id, quizSetId: set.id, score: 0, total: 1 })
      .with('answers', 1, (answer) =>
        answer.merge({
          quizQuestionId: set.questions[0].id,
          isCorrect: false,
          answeredAt: DateTime.now(),
        })
      )
      .create()

    const courses = await download(client, admin, '/admin/analytics/exportar/cursos')
    assert.equal(courses.lines[1], '"Cultivo; o ""indoor""";1;0;0')
    const questions = await download(client, admin, '/admin/analytics/exportar/questoes')
    assert.equal(questions.lines[1], `"'=SOMA(1;2)?";'=Quiz;"Cultivo; o ""indoor""";1;1;100`)
  })

  test('an empty table downloads with its header only; the period defaults to 30 days', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const { response, lines } = await download(client, admin, '/admin/analytics/exportar/questoes')
    response.assertHeader(
      'content-disposition',
      `attachment; filename="analytics-questoes-30-dias-${dayKey(new Date())}.csv"`
    )
    assert.deepEqual(lines, ['Questão;Quiz;Curso;Respostas;Erros;Taxa de erro (%)', ''])
  })

  test('an unknown table is the 404 page', async ({ client }) => {
    const admin = await personWithRole('admin')
    const response = await client
      .get('/admin/analytics/exportar/senhas')
      .loginAs(admin)
      .withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('a learner gets 403 "Acesso Negado" and no file; a signed-out visitor goes to /auth', async ({
    client,
    assert,
  }) => {
    const learner = await personWithRole(null)
    const denied = await client
      .get('/admin/analytics/exportar/resumo')
      .loginAs(learner)
      .withInertia()
    denied.assertStatus(403)
    denied.assertInertiaComponent('admin/access_denied')
    assert.notInclude(String(denied.header('content-type')), 'text/csv')

    const signedOut = await client.get('/admin/analytics/exportar/resumo').redirects(0)
    signedOut.assertStatus(302)
    signedOut.assertHeader('location', '/auth')
  })
})
