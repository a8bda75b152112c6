import { BaseTransformer } from '@adonisjs/core/transformers'
import type QuizSet from '#models/quiz_set'
import { publicQuiz } from '#services/lesson_page_service'

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
