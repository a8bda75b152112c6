import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import Lesson from '#models/lesson'
import AdminContentPolicy from '#policies/admin_content_policy'
import LessonAdminService from '#services/admin/lesson_admin_service'
import { AdminRefusal } from '#services/admin/refusal'
import { flashError, flashToast } from '#services/flash'
import { lessonValidator } from '#validators/admin/lesson'
import { moveValidator } from '#validators/admin/rules'
import { authorizeAdmin } from '#services/admin/authorize'

/** Lessons of a course: 'Nova Aula', edit, publication, order, delete. */
@inject()
export default class LessonsController {
  constructor(private lessons: LessonAdminService) {}

  async store({ params, request, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const course = await Course.query()
      .where('id', Number(params.courseId))
      .whereNull('archived_at')
      .first()
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().toRoute('admin.courses.index')
    }
    const payload = await request.validateUsing(lessonValidator, { meta: { courseId: course.id } })
    try {
      await this.lessons.create(course, payload, auth.user!.id)
      flashToast(session, 'Aula criada com sucesso!')
    } catch (error) {
      logger.error({ err: error, courseId: course.id }, 'falha ao criar aula')
      flashError(session, 'Erro ao criar aula')
    }
    return response.redirect().back()
  }

  async update({ params, request, response, session, bouncer, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const lesson = await Lesson.find(Number(params.id))
    if (!lesson) {
      flashError(session, 'Erro ao atualizar aula', 'A aula não existe mais.')
      return response.redirect().back()
    }
    const payload = await request.validateUsing(lessonValidator, {
      meta: { courseId: lesson.courseId },
    })
    try {
      await this.lessons.update(lesson, payload)
      flashToast(session, 'Aula atualizada com sucesso!')
    } catch (error) {
      logger.error({ err: error, lessonId: lesson.id }, 'falha ao atualizar aula')
      flashError(session, 'Erro ao atualizar aula')
    }
    return response.redirect().back()
  }

  async togglePublication({ params, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const lesson = await Lesson.find(Number(params.id))
    if (!lesson) {
      flashError(session, 'Erro ao alterar status da aula', 'A aula não existe mais.')
      return response.redirect().back()
    }
    try {
      const published = await this.lessons.togglePublication(lesson, auth.user!.id)
      flashToast(
        session,
        published ? 'Aula publicada com sucesso!' : 'Aula despublicada com sucesso!'
      )
    } catch (error) {
      logger.error({ err: error, lessonId: lesson.id }, 'falha ao alterar o status da aula')
      flashError(session, 'Erro ao alterar status da aula')
    }
    return response.redirect().back()
  }

  async move({ params, request, response, session, bouncer }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const lesson = await Lesson.find(Number(params.id))
    if (!lesson) {
      flashError(session, 'Erro ao atualizar aula', 'A aula não existe mais.')
      return response.redirect().back()
    }
    const { direction } = await request.validateUsing(moveValidator)
    await this.lessons.move(lesson, direction)
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const lesson = await Lesson.find(Number(params.id))
    if (!lesson) {
      flashError(session, 'Erro ao excluir aula', 'A aula não existe mais.')
      return response.redirect().back()
    }
    try {
      await this.lessons.remove(lesson, auth.user!.id)
      flashToast(session, 'Aula excluída com sucesso!')
    } catch (error) {
      if (error instanceof AdminRefusal) flashError(session, error.title, error.description)
      else {
        logger.error({ err: error, lessonId: lesson.id }, 'falha ao excluir aula')
        flashError(session, 'Erro ao excluir aula')
      }
    }
    return response.redirect().back()
  }
}
