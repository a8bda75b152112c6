import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import AdminContentPolicy from '#policies/admin_content_policy'
import ModuleAdminService from '#services/admin/module_admin_service'
import { flashError, flashToast } from '#services/flash'
import { moduleValidator } from '#validators/admin/module'
import { moveValidator } from '#validators/admin/rules'
import { authorizeAdmin } from '#services/admin/authorize'

/** Modules of a course: create, rename, reorder, delete. */
@inject()
export default class ModulesController {
  constructor(private modules: ModuleAdminService) {}

  async store({ params, request, response, session, bouncer }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const course = await Course.query()
      .where('id', Number(params.courseId))
      .whereNull('archived_at')
      .first()
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().toRoute('admin.courses.index')
    }
    const payload = await request.validateUsing(moduleValidator)
    await this.modules.create(course, payload)
    flashToast(session, 'Módulo criado com sucesso!')
    return response.redirect().back()
  }

  async update({ params, request, response, session, bouncer }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const module = await CourseModule.find(Number(params.id))
    if (!module) {
      flashError(session, 'Módulo não encontrado')
      return response.redirect().back()
    }
    const payload = await request.validateUsing(moduleValidator)
    await this.modules.update(module, payload)
    flashToast(session, 'Módulo atualizado com sucesso!')
    return response.redirect().back()
  }

  async move({ params, request, response, session, bouncer }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const module = await CourseModule.find(Number(params.id))
    if (!module) {
      flashError(session, 'Módulo não encontrado')
      return response.redirect().back()
    }
    const { direction } = await request.validateUsing(moveValidator)
    await this.modules.move(module, direction)
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const module = await CourseModule.find(Number(params.id))
    if (!module) {
      flashError(session, 'Módulo não encontrado')
      return response.redirect().back()
    }
    await this.modules.remove(module)
    flashToast(
      session,
      'Módulo excluído com sucesso!',
      'As aulas dele continuam no curso, sem módulo.'
    )
    return response.redirect().back()
  }
}
