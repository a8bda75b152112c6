import { test } from '@japa/runner'
import {
  MENTOR_TEXTS,
  buildPrompt,
  citationLabel,
  citationsFrom,
  diversePassages,
  excerpt,
  exampleQuestion,
  lessonPath,
  mentorExamples,
  minimumMatches,
  nothingRelevantAnswer,
  offlineAnswer,
  saoPauloDay,
  searchTerms,
  type RetrievedPassage,
} from '#domain/mentor/mentor'

const passage = (lessonId: number, position: number, body: string): RetrievedPassage => ({
  lessonId,
  lessonTitle: `Aula de teste ${position}`,
  position,
  heading: `Aula de teste ${position} › Seção`,
  body,
  matches: 2,
})

test.group('Mentor: citations', () => {
  test('a lesson is cited by its address and its label', ({ assert }) => {
    assert.equal(lessonPath('cultivo-indoor-avancado', 4), '/cursos/cultivo-indoor-avancado/aula/4')
    assert.equal(citationLabel({ position: 4, title: 'VPD e clima' }), 'Aula 4 · VPD e clima')
  })

  test('each lesson is cited once, in the order its passages rank, up to three', ({ assert }) => {
    const cited = citationsFrom([
      passage(10, 3, 'a'),
      passage(11, 5, 'b'),
      passage(10, 3, 'c'),
      passage(12, 1, 'd'),
      passage(13, 7, 'e'),
    ])
    assert.deepEqual(
      cited.map((citation) => [citation.lessonId, citation.position]),
      [
        [10, 3],
        [11, 5],
        [12, 1],
      ]
    )
  })
})

test.group('Mentor: search', () => {
  test('only the meaningful words of a question are searched, unaccented', ({ assert }) => {
    assert.deepEqual(searchTerms('Qual é a função do sistema endocanabinóide no corpo?'), [
      'funcao',
      'sistema',
      'endocanabinoide',
      'corpo',
    ])
    assert.deepEqual(searchTerms('o que é isso?'), [])
  })

  test('a passage is relevant when it matches at least 40 % of the words', ({ assert }) => {
    assert.equal(minimumMatches(1), 1)
    assert.equal(minimumMatches(2), 1)
    assert.equal(minimumMatches(3), 2)
    assert.equal(minimumMatches(5), 2)
    assert.equal(minimumMatches(6), 3)
  })

  test('the quoted passages show the best one, then other lessons, then the rest', ({ assert }) => {
    const ranked = [passage(1, 1, 'a'), passage(1, 1, 'b'), passage(2, 2, 'c'), passage(3, 3, 'd')]
    assert.deepEqual(
      diversePassages(ranked).map((p) => p.body),
      ['a', 'c', 'd']
    )
    assert.deepEqual(
      diversePassages(ranked.slice(0, 3), 3).map((p) => p.body),
      ['a', 'b', 'c']
    )
  })
})

test.group('Mentor: answers', () => {
  test('the offline answer quotes the passages and names their lessons', ({ assert }) => {
    const answer = offlineAnswer([
      passage(1, 2, 'O VPD ideal na floração fica entre 1,2 e 1,5 kPa.'),
      passage(2, 6, 'A umidade alta favorece fungos.'),
    ])
    assert.include(answer, MENTOR_TEXTS.offlineIntro)
    assert.include(answer, '> O VPD ideal na floração fica entre 1,2 e 1,5 kPa.')
    assert.include(answer, '— Aula 2 · Aula de teste 2')
    assert.include(answer, '— Aula 6 · Aula de teste 6')
  })

  test('a long passage is quoted in whole sentences', ({ assert }) => {
    const text = `${'Primeira frase bem longa sobre o tema. '.repeat(20)}Fim.`
    const quoted = excerpt(text, 120)
    assert.isAtMost(quoted.length, 120)
    assert.isTrue(quoted.endsWith('.'))
  })

  test('"nothing relevant" says so and lists the closest lessons', ({ assert }) => {
    const answer = nothingRelevantAnswer([{ lessonId: 1, position: 3, title: 'Secagem' }])
    assert.include(answer, MENTOR_TEXTS.nothingRelevant)
    assert.include(answer, '- Aula 3 · Secagem')
    assert.equal(nothingRelevantAnswer([]), MENTOR_TEXTS.nothingRelevant)
  })

  test('the prompt holds the persona, the safety rules and the passages with their lessons', ({
    assert,
  }) => {
    const messages = buildPrompt({
      persona: { name: 'Prof. Verde IA', bio: 'Agrônomo virtual.', courseTitle: 'Cultivo' },
      passages: [passage(1, 4, 'O VPD mede o déficit de pressão de vapor.')],
      question: 'O que é VPD?',
      history: [
        { role: 'learner', content: 'Oi' },
        { role: 'mentor', content: 'Olá!' },
      ],
    })
    assert.equal(messages[0].role, 'system')
    assert.include(messages[0].content, 'Prof. Verde IA')
    assert.include(messages[0].content, 'Agrônomo virtual.')
    assert.include(messages[0].content, 'Nunca indique doses')
    assert.include(messages[0].content, '[1] Aula 4 — Aula de teste 4 › Seção')
    assert.include(messages[0].content, 'O VPD mede o déficit de pressão de vapor.')
    assert.deepEqual(
      messages.slice(1).map((message) => message.role),
      ['user', 'assistant', 'user']
    )
    assert.equal(messages.at(-1)!.content, 'O que é VPD?')
  })
})

test.group('Mentor: daily limit', () => {
  test('the day is São Paulo’s: 01:00 UTC still counts in the previous day', ({ assert }) => {
    const { start, end } = saoPauloDay(new Date('2026-11-24T01:00:00Z'))
    assert.equal(start.toISOString(), '2026-11-23T03:00:00.000Z')
    assert.equal(end.toISOString(), '2026-11-24T03:00:00.000Z')
  })
})

test.group('Mentor: example questions', () => {
  const lesson = (title: string, type = 'text') => ({ title, type })

  test("the examples are questions about the course's own lessons, spread through it", ({
    assert,
  }) => {
    const lessons = [
      lesson('A descoberta do sistema endocanabinoide', 'video'),
      lesson('Receptores CB1 e CB2', 'video'),
      lesson('Quiz: sistema endocanabinoide', 'quiz'),
      lesson('Vias de administração', 'video'),
      lesson('Laboratório virtual: interação ligante-receptor', 'interactive'),
      lesson('Interações medicamentosas'),
      lesson('Podcast: o endocanabinoidoma', 'podcast'),
      lesson('Exame final', 'exam'),
    ]
    assert.deepEqual(mentorExamples(lessons), [
      'O que a aula “Receptores CB1 e CB2” explica?',
      'O que a aula “Interações medicamentosas” explica?',
    ])
  })

  test('quizzes and simulators are never an example, and one lesson is never shown twice', ({
    assert,
  }) => {
    assert.deepEqual(
      mentorExamples([lesson('Quiz final', 'quiz'), lesson('Simulador', 'simulation')]),
      []
    )
    assert.deepEqual(
      mentorExamples([lesson('Secagem e cura', 'podcast'), lesson('Quiz', 'quiz')]),
      [exampleQuestion('Secagem e cura')]
    )
    assert.deepEqual(mentorExamples([]), [])
  })

  test('an example question is answered from its lesson: only the title is searched', ({
    assert,
  }) => {
    assert.deepEqual(searchTerms(exampleQuestion('Receptores CB1 e CB2')), [
      'receptores',
      'cb1',
      'cb2',
    ])
  })
})
