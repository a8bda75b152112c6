import { BaseTransformer } from '@adonisjs/core/transformers'
import type QuizSet from '#models/quiz_set'
import { LESSON_QUIZ_SECONDS, type QuizDifficulty } from '#domain/quiz'

export type PublicQuizQuestion = {
  id: number
  position: number
  question: string
  options: string[]
  category: string
  difficulty: QuizDifficulty
}

/** A quiz as the browser gets it: the questions without their answers. */
export type PublicQuiz = {
  setId: number
  title: string
  courseId: number | null
  timeLimitSeconds: number | null
  questions: PublicQuizQuestion[]
}

export function publicQuiz(set: QuizSet): PublicQuiz {
  return {
    setId: set.id,
    title: set.title,
    courseId: set.courseId,
    timeLimitSeconds: set.kind === 'lesson' ? LESSON_QUIZ_SECONDS : null,
    questions: set.questions.map((question) => ({
      id: question.id,
      position: question.position,
      question: question.question,
      options: question.options,
      category: question.category,
      difficulty: question.difficulty,
    })),
  }
}

/**
 * A quiz as the browser may see it — questions, options, category and
 * difficulty, never the correct option nor the explanation. Used for the
 * course page's 'Quiz Educativo' tab (inertia/components/quiz/catalogue_quiz.tsx):
 * `QuizTransformer.transform(await quizService.catalogueSetFor(courseId))`. Preload `questions`.
 */
export default class QuizTransformer extends BaseTransformer<QuizSet> {
  toObject() {
    return publicQuiz(this.resource)
  }
}
