import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import AdminPolicy from '#policies/admin_policy'
import ModuleAdminService from '#services/admin/module_admin_service'
import { flashToast } from '#services/platform/flash'
import { moduleValidator } from '#validators/admin/module'
import { moveValidator } from '#validators/admin/rules'

/** Modules of a course: create, rename, reorder, delete. */
@inject()
export default class ModulesController {
  constructor(private modules: ModuleAdminService) {}

  async store({ params, request, response, session, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await Course.query()
      .where('id', Number(params.courseId))
      .withScopes((scopes) => scopes.notArchived())
      .firstOrFail()
    const payload = await request.validateUsing(moduleValidator)
    await this.modules.create(course, payload)
    flashToast(session, 'Módulo criado com sucesso!')
    return response.redirect().back()
  }

  async update({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const module = await CourseModule.findOrFail(Number(params.id))
    const payload = await request.validateUsing(moduleValidator)
    await this.modules.update(module, payload, auth.user!.id)
    flashToast(session, 'Módulo atualizado com sucesso!')
    return response.redirect().back()
  }

  async move({ params, request, response, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const module = await CourseModule.findOrFail(Number(params.id))
    const { direction } = await request.validateUsing(moveValidator)
    await this.modules.move(module, direction)
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const module = await CourseModule.findOrFail(Number(params.id))
    await this.modules.remove(module)
    flashToast(
      session,
      'Módulo excluído com sucesso!',
      'As aulas dele continuam no curso, sem módulo.'
    )
    return response.redirect().back()
  }
}
