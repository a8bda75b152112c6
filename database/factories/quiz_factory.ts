import factory from '@adonisjs/lucid/factories'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'

let sequence = 0

/** Question n of a test set: option n % 4 is the correct one, so tests know the answers (see correctIndexes). */
export const QuizQuestionFactory = factory
  .define(QuizQuestion, ({ faker }) => {
    sequence += 1
    const position = sequence
    return {
      position,
      question: `Pergunta ${position}: ${faker.lorem.words(4)}?`,
      options: ['Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D'],
      correctIndexes: [position % 4],
      explanation: `Explicação da pergunta ${position}.`,
      reinforcement: `Reforço da pergunta ${position}.`,
      category: 'Teste',
      difficulty: 'easy' as const,
    }
  })
  .build()

export const QuizSetFactory = factory
  .define(QuizSet, ({ faker }) => ({
    key: `teste-${faker.string.alphanumeric(10).toLowerCase()}`,
    kind: 'lesson' as const,
    title: 'Quiz de teste',
  }))
  .state('catalogue', (set) => {
    set.kind = 'catalogue'
  })
  .relation('questions', () => QuizQuestionFactory)
  .build()
