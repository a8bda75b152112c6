import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CourseMaterial from '#models/course_material'
import AdminPolicy from '#policies/admin_policy'
import MaterialAdminService from '#services/admin/material_admin_service'
import CourseAdminService from '#services/admin/course_admin_service'
import { flashToast } from '#services/platform/flash'
import { materialFiltersValidator, materialValidator } from '#validators/admin/material'
import MaterialTransformer from '#transformers/admin/material_transformer'
import CourseOptionTransformer from '#transformers/admin/course_option_transformer'
import LessonOptionTransformer from '#transformers/admin/lesson_option_transformer'
import { uploadLimits } from '#config/drive'

/** The Materiais section: list with course/lesson filters, 'Novo Material', edit, delete. */
@inject()
export default class MaterialsController {
  constructor(
    private materials: MaterialAdminService,
    private courses: CourseAdminService
  ) {}

  /** The list loads right after the page; a failure shows 'Erro ao carregar materiais'. */
  async index({ inertia, bouncer, request }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const filters = await request.validateUsing(materialFiltersValidator, { data: request.qs() })
    const [courses, lessons] = await Promise.all([
      this.courses.options(),
      this.materials.lessonOptions(),
    ])
    return inertia.render('admin/materials/index', {
      materials: inertia.defer(
        async () =>
          MaterialTransformer.transform(
            await this.materials.list({ courseId: filters.curso, lessonId: filters.aula })
          ),
        { rescue: true }
      ),
      courses: CourseOptionTransformer.transform(courses),
      lessons: LessonOptionTransformer.transform(lessons),
      filters: { courseId: filters.curso ?? null, lessonId: filters.aula ?? null },
      uploadLimits,
    })
  }

  async store({ request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const payload = await request.validateUsing(materialValidator)
    await this.materials.create(payload, auth.user!.id)
    flashToast(session, 'Material criado com sucesso!')
    return response.redirect().back()
  }

  async update({ params, request, response, session, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const material = await CourseMaterial.findOrFail(Number(params.id))
    const payload = await request.validateUsing(materialValidator)
    await this.materials.update(material, payload)
    flashToast(session, 'Material atualizado com sucesso!')
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const material = await CourseMaterial.findOrFail(Number(params.id))
    await this.materials.remove(material, auth.user!.id)
    flashToast(session, 'Material excluído com sucesso!')
    return response.redirect().back()
  }
}
