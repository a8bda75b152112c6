import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Course from '#models/course'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import { catalogueQuizzesA, lessonQuizzesA } from '#database/data/quizzes_a'
import { catalogueQuizzesB, lessonQuizzesB } from '#database/data/quizzes_b'
import type { SeedQuizQuestion } from '#database/data/catalog/types'
import type { QuizKind } from '#domain/learning/quiz'

/** Which course each quiz set belongs to ('default' serves every course without its own catalogue set). */
const COURSE_BY_SET: Record<string, string | null> = {
  fundamentos: 'fundamentos-cannabis-ia',
  cultivo: 'cultivo-indoor-avancado',
  terpenos: 'analise-terpenos-ia',
  business: 'business-plan-cannabis',
  farmacologia: 'farmacologia-cannabinoide',
  default: null,
}

const TITLE_PREFIX: Record<QuizKind, string> = {
  lesson: 'Quiz de avaliação',
  catalogue: 'Quiz Educativo',
}

/**
 * The spec's quiz sets: lesson quizzes of 5 questions (fundamentos, cultivo,
 * business, farmacologia and terpenos) and catalogue quizzes of 3 (cultivo,
 * terpenos, business, farmacologia and the default). A set that exists is
 * left as it is.
 */
export async function seedQuizzes(trx: TransactionClientContract) {
  const sets: [QuizKind, Record<string, SeedQuizQuestion[]>][] = [
    ['lesson', { ...lessonQuizzesA, ...lessonQuizzesB }],
    ['catalogue', { ...catalogueQuizzesA, ...catalogueQuizzesB }],
  ]
  for (const [kind, byKey] of sets) {
    for (const [key, questions] of Object.entries(byKey)) {
      const existing = await QuizSet.query({ client: trx })
        .where('kind', kind)
        .where('key', key)
        .first()
      if (existing) continue
      const slug = COURSE_BY_SET[key] ?? null
      const course = slug ? await Course.query({ client: trx }).where('slug', slug).first() : null
      const set = await QuizSet.create(
        {
          key,
          kind,
          courseId: course?.id ?? null,
          title: `${TITLE_PREFIX[kind]}: ${course?.title ?? 'Conhecimentos gerais'}`,
        },
        { client: trx }
      )
      await QuizQuestion.createMany(
        questions.map((question, index) => ({
          quizSetId: set.id,
          position: index + 1,
          question: question.question,
          options: [...question.options],
          correctIndexes: [question.correctIndex],
          explanation: question.explanation,
          reinforcement: question.reinforcement,
          category: question.category,
          difficulty: question.difficulty,
        })),
        { client: trx }
      )
    }
  }
}
