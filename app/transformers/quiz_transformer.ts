import { AppTransformer } from '#transformers/cheap_transform'
import type QuizSet from '#models/quiz_set'
import type QuizQuestion from '#models/quiz_question'
import { allowsSeveral, displayedOptions, type QuizDifficulty } from '#domain/learning/quiz'

/** A question as an attempt shows it: options in the attempt's order, never the answer. */
export type PublicQuizQuestion = {
  id: number
  question: string
  options: string[]
  category: string
  difficulty: QuizDifficulty
  /** More than one option is correct: the learner marks all of them (says nothing of which) */
  multiple: boolean
}

/**
 * A quiz before an attempt: what it is, not its questions. The questions
 * come with the attempt (QuizService#start), in the order that attempt shows them.
 */
export type PublicQuiz = {
  setId: number
  title: string
  courseId: number | null
  timeLimitSeconds: number | null
  questionCount: number
  passPercent: number
  /** Attempts allowed per learner (null: unlimited) */
  maxAttempts: number | null
}

/** `set` loaded with `withCount('questions')` (QuizService#lessonSetFor / catalogueSetFor). */
export function publicQuiz(set: QuizSet): PublicQuiz {
  return {
    setId: set.id,
    title: set.title,
    courseId: set.courseId,
    timeLimitSeconds: set.kind === 'lesson' ? set.timeLimitSeconds : null,
    questionCount: Number(set.$extras.questions_count ?? 0),
    passPercent: set.passPercent,
    maxAttempts: set.kind === 'lesson' ? set.maxAttempts : null,
  }
}

/** `optionOrder`: the question's own option indexes in the order shown. */
export function publicQuestion(question: QuizQuestion, optionOrder: number[]): PublicQuizQuestion {
  return {
    id: question.id,
    question: question.question,
    options: displayedOptions(question.options, optionOrder),
    category: question.category,
    difficulty: question.difficulty,
    multiple: allowsSeveral(question.correctIndexes),
  }
}

/**
 * A quiz as the course page's 'Quiz Educativo' tab gets it
 * (inertia/components/learning/quiz/catalogue_quiz.tsx):
 * `QuizTransformer.transform(await quizService.catalogueSetFor(courseId))`.
 */
export default class QuizTransformer extends AppTransformer<QuizSet> {
  toObject() {
    return publicQuiz(this.resource)
  }
}
