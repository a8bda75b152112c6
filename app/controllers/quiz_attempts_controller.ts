import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import QuizSet from '#models/quiz_set'
import QuizAttempt from '#models/quiz_attempt'
import Course from '#models/course'
import QuizService from '#services/learning/quiz_service'
import CourseLessonsService from '#services/catalog/course_lessons_service'
import LessonPolicy from '#policies/lesson_policy'
import QuizAttemptPolicy from '#policies/quiz_attempt_policy'
import { quizAnswerValidator, quizAttemptValidator } from '#validators/learning'
import { rendererFor } from '#domain/catalog/lessons'

const MESSAGES = {
  finished: 'Este quiz já foi finalizado.',
  expired: 'Tempo esgotado! Esta resposta não foi registrada.',
  unknown_question: 'Esta pergunta não faz parte deste quiz.',
  invalid_option:
    'Escolha uma das alternativas (várias só quando a pergunta pede todas as corretas).',
  wrong_lesson: 'Este quiz não pertence a esta aula.',
} as const

/**
 * Quiz attempts over JSON: start (the questions in this attempt's order),
 * answer one question by the option index shown (the response reveals
 * whether it was right, the right option and the explanation), finish (the
 * server computes the score from the stored answers and the pass mark).
 */
@inject()
export default class QuizAttemptsController {
  constructor(
    private quizzes: QuizService,
    private lessons: CourseLessonsService
  ) {}

  async store({ params, request, auth, bouncer, response }: HttpContext) {
    const set = await QuizSet.findOrFail(Number(params.quizSetId) || 0)
    const { lessonId, courseId } = await request.validateUsing(quizAttemptValidator)

    /* A lesson quiz is taken on its lesson, so the lesson's access decides (no way around it). */
    if (set.kind === 'lesson' && lessonId === undefined)
      return response.unprocessableEntity({ message: MESSAGES.wrong_lesson })

    let lesson = null
    if (lessonId !== undefined) {
      lesson = await this.lessons.findPublishedLesson(lessonId)
      /* A lesson attempt must be a quiz lesson of the set's own course. */
      if (
        !lesson ||
        set.kind !== 'lesson' ||
        lesson.courseId !== set.courseId ||
        (set.lessonId !== null && set.lessonId !== lesson.id) ||
        rendererFor(lesson.lessonType) !== 'quiz'
      ) {
        return response.unprocessableEntity({ message: MESSAGES.wrong_lesson })
      }
      await bouncer.with(LessonPolicy).authorize('viewContent', lesson)
    }
    const course = courseId !== undefined ? await Course.find(courseId) : null

    /* The questions come now, in this attempt's own order (shuffled per attempt). */
    const outcome = await this.quizzes.start(
      auth.getUserOrFail().id,
      set,
      course?.id ?? set.courseId,
      lesson
    )
    if (outcome.status === 'used_up')
      return response.unprocessableEntity({ message: outcome.message })
    return response.created(outcome.started)
  }

  async answer({ params, request, bouncer, response }: HttpContext) {
    const attempt = await QuizAttempt.findOrFail(Number(params.id) || 0)
    await bouncer.with(QuizAttemptPolicy).authorize('take', attempt)
    await this.authorizeLesson(attempt, bouncer)
    const { questionId, selectedIndex, selectedIndexes } =
      await request.validateUsing(quizAnswerValidator)
    const outcome = await this.quizzes.answer(
      attempt,
      questionId,
      selectedIndexes ?? (selectedIndex === undefined ? [] : [selectedIndex])
    )
    if (outcome.status !== 'ok')
      return response.unprocessableEntity({ message: MESSAGES[outcome.status] })
    return outcome.reveal
  }

  /** Whatever the body says (a crafted score, say) is ignored. */
  async finish({ params, bouncer }: HttpContext) {
    const attempt = await QuizAttempt.findOrFail(Number(params.id) || 0)
    await bouncer.with(QuizAttemptPolicy).authorize('take', attempt)
    await this.authorizeLesson(attempt, bouncer)
    return this.quizzes.finish(attempt)
  }

  /** An attempt on a lesson goes on only while the learner may still see that lesson. */
  private async authorizeLesson(attempt: QuizAttempt, bouncer: HttpContext['bouncer']) {
    if (attempt.lessonId === null) return
    await this.lessons.openableLesson(attempt.lessonId, bouncer)
  }
}
