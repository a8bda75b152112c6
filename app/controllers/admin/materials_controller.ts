import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CourseMaterial from '#models/course_material'
import type Course from '#models/course'
import type Lesson from '#models/lesson'
import AdminContentPolicy from '#policies/admin_content_policy'
import MaterialAdminService from '#services/admin/material_admin_service'
import CourseAdminService from '#services/admin/course_admin_service'
import { flashError, flashToast } from '#services/flash'
import { materialFiltersValidator, materialValidator } from '#validators/admin/material'
import MaterialTransformer from '#transformers/admin/material_transformer'
import CourseOptionTransformer from '#transformers/admin/course_option_transformer'
import LessonOptionTransformer from '#transformers/admin/lesson_option_transformer'
import { uploadLimits } from '#config/drive'
import { authorizeAdmin } from '#services/admin/authorize'

/** The Materiais section: list with course/lesson filters, 'Novo Material', edit, delete. */
@inject()
export default class MaterialsController {
  constructor(
    private materials: MaterialAdminService,
    private courses: CourseAdminService
  ) {}

  async index({ inertia, bouncer, request, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('view'))
    const filters = await request.validateUsing(materialFiltersValidator, { data: request.qs() })
    let materials: CourseMaterial[] = []
    let courses: Course[] = []
    let lessons: Lesson[] = []
    let loadError: string | null = null
    try {
      ;[materials, courses, lessons] = await Promise.all([
        this.materials.list({ courseId: filters.curso, lessonId: filters.aula }),
        this.courses.options(),
        this.materials.lessonOptions(),
      ])
    } catch (error) {
      logger.error({ err: error }, 'falha ao carregar os materiais')
      loadError = 'Erro ao carregar materiais'
    }
    return inertia.render('admin/materials/index', {
      materials: MaterialTransformer.transform(materials),
      courses: CourseOptionTransformer.transform(courses),
      lessons: LessonOptionTransformer.transform(lessons),
      filters: { courseId: filters.curso ?? null, lessonId: filters.aula ?? null },
      uploadLimits,
      loadError,
    })
  }

  async store({ request, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const payload = await request.validateUsing(materialValidator)
    try {
      await this.materials.create(payload, auth.user!.id)
    } catch (error) {
      if (isValidationError(error)) throw error
      logger.error({ err: error }, 'falha ao criar material')
      flashError(session, 'Erro ao criar material')
      return response.redirect().back()
    }
    flashToast(session, 'Material criado com sucesso!')
    return response.redirect().back()
  }

  async update({ params, request, response, session, bouncer, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const material = await CourseMaterial.find(Number(params.id))
    if (!material) {
      flashError(session, 'Erro ao atualizar material', 'O material não existe mais.')
      return response.redirect().back()
    }
    const payload = await request.validateUsing(materialValidator)
    try {
      await this.materials.update(material, payload)
    } catch (error) {
      if (isValidationError(error)) throw error
      logger.error({ err: error, materialId: material.id }, 'falha ao atualizar material')
      flashError(session, 'Erro ao atualizar material')
      return response.redirect().back()
    }
    flashToast(session, 'Material atualizado com sucesso!')
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const material = await CourseMaterial.find(Number(params.id))
    if (!material) {
      flashError(session, 'Erro ao excluir material', 'O material não existe mais.')
      return response.redirect().back()
    }
    try {
      await this.materials.remove(material, auth.user!.id)
      flashToast(session, 'Material excluído com sucesso!')
    } catch (error) {
      logger.error({ err: error, materialId: material.id }, 'falha ao excluir material')
      flashError(session, 'Erro ao excluir material')
    }
    return response.redirect().back()
  }
}

function isValidationError(error: unknown) {
  return (error as { code?: string })?.code === 'E_VALIDATION_ERROR'
}
