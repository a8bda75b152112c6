import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Lesson from '#models/lesson'
import AdminPolicy from '#policies/admin_policy'
import QuizAdminService from '#services/admin/quiz_admin_service'
import QuizEditorTransformer from '#transformers/admin/quiz_editor_transformer'
import { flashToast } from '#services/platform/flash'
import { quizValidator } from '#validators/admin/quiz'
import { rendererFor } from '#domain/catalog/lessons'
import { LESSON_TYPES } from '#domain/catalog/catalog'
import { QUIZ_EDITOR_MESSAGES } from '#domain/admin/quiz_editor'

const QUIZ_LESSON_TYPES = LESSON_TYPES.filter((type) => rendererFor(type) === 'quiz')

/** The quiz of a quiz or exam lesson: the editor page and its save. */
@inject()
export default class QuizzesController {
  constructor(private quizzes: QuizAdminService) {}

  async edit({ params, inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await this.quizLesson(params.id)
    await lesson.load('course')
    return inertia.render('admin/quizzes/edit', {
      quiz: QuizEditorTransformer.transform(await this.quizzes.draftFor(lesson)),
    })
  }

  async update({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await this.quizLesson(params.id)
    const payload = await request.validateUsing(quizValidator)
    await this.quizzes.save(lesson, payload, auth.user!.id)
    flashToast(session, QUIZ_EDITOR_MESSAGES.saved)
    return response.redirect().back()
  }

  /** Only quiz and exam lessons have a quiz: any other lesson is not found. */
  private quizLesson(id: unknown) {
    return Lesson.query()
      .where('id', Number(id) || 0)
      .whereIn('lesson_type', QUIZ_LESSON_TYPES)
      .firstOrFail()
  }
}
