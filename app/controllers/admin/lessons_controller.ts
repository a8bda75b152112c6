import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import Lesson from '#models/lesson'
import AdminPolicy from '#policies/admin_policy'
import LessonAdminService from '#services/admin/lesson_admin_service'
import { flashToast } from '#services/platform/flash'
import { lessonValidator } from '#validators/admin/lesson'
import { moveValidator } from '#validators/admin/rules'

/** Lessons of a course: 'Nova Aula', edit, publication, order, delete. */
@inject()
export default class LessonsController {
  constructor(private lessons: LessonAdminService) {}

  async store({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await Course.query()
      .where('id', Number(params.courseId))
      .withScopes((scopes) => scopes.notArchived())
      .firstOrFail()
    const payload = await request.validateUsing(lessonValidator, { meta: { courseId: course.id } })
    await this.lessons.create(course, payload, auth.user!.id)
    flashToast(session, 'Aula criada com sucesso!')
    return response.redirect().back()
  }

  async update({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await Lesson.findOrFail(Number(params.id))
    const payload = await request.validateUsing(lessonValidator, {
      meta: { courseId: lesson.courseId },
    })
    await this.lessons.update(lesson, payload, auth.user!.id)
    flashToast(session, 'Aula atualizada com sucesso!')
    return response.redirect().back()
  }

  async togglePublication({ params, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await Lesson.findOrFail(Number(params.id))
    const published = await this.lessons.togglePublication(lesson, auth.user!.id)
    flashToast(
      session,
      published ? 'Aula publicada com sucesso!' : 'Aula despublicada com sucesso!'
    )
    return response.redirect().back()
  }

  async move({ params, request, response, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await Lesson.findOrFail(Number(params.id))
    const { direction } = await request.validateUsing(moveValidator)
    await this.lessons.move(lesson, direction)
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await Lesson.findOrFail(Number(params.id))
    await this.lessons.remove(lesson, auth.user!.id)
    flashToast(session, 'Aula excluída com sucesso!')
    return response.redirect().back()
  }
}
