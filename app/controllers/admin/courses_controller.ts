import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import AdminPolicy from '#policies/admin_policy'
import CourseAdminService from '#services/admin/course_admin_service'
import { flashToast } from '#services/platform/flash'
import { courseListValidator, courseValidator } from '#validators/admin/course'
import CourseRowTransformer from '#transformers/admin/course_row_transformer'
import CourseTransformer from '#transformers/admin/course_transformer'
import ModuleTransformer from '#transformers/admin/module_transformer'
import LessonTransformer from '#transformers/admin/lesson_transformer'
import MaterialTransformer from '#transformers/admin/material_transformer'
import CourseStatsTransformer from '#transformers/admin/course_stats_transformer'
import LessonOptionTransformer from '#transformers/admin/lesson_option_transformer'
import { uploadLimits } from '#config/drive'

/** Admin courses: list, create/edit, detail (tabs), publication, delete-or-archive, restore. */
@inject()
export default class CoursesController {
  constructor(private courses: CourseAdminService) {}

  /** The list loads right after the page; a failure shows 'Erro ao carregar cursos'. */
  async index({ inertia, bouncer, request }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const { arquivados: archived = false } = await request.validateUsing(courseListValidator, {
      data: request.qs(),
    })
    return inertia.render('admin/courses/index', {
      courses: inertia.defer(
        async () => CourseRowTransformer.transform(await this.courses.list({ archived })),
        { rescue: true }
      ),
      archivedCount: inertia.defer(() => this.courses.archivedCount(), { rescue: true }),
      showingArchived: archived,
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    return inertia.render('admin/courses/form', {
      course: null,
      thumbnailLimit: uploadLimits['course-thumbnails'],
    })
  }

  async store({ request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const payload = await request.validateUsing(courseValidator, { meta: {} })
    const course = await this.courses.create(payload, auth.user!.id)
    flashToast(session, 'Curso criado com sucesso!')
    return response.redirect().toRoute('admin.courses.show', { id: course.id })
  }

  async show({ params, inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await this.#find(params.id)
    const detail = await this.courses.detail(course)
    return inertia.render('admin/courses/show', {
      course: CourseTransformer.transform(course),
      stats: CourseStatsTransformer.transform(detail.stats),
      modules: ModuleTransformer.transform(detail.modules),
      lessons: LessonTransformer.transform(detail.lessons),
      recentLessons: LessonTransformer.transform(detail.recentLessons),
      materials: MaterialTransformer.transform(detail.materials),
      lessonOptions: LessonOptionTransformer.transform(detail.lessons),
      uploadLimits,
    })
  }

  async edit({ params, inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await this.#find(params.id)
    return inertia.render('admin/courses/form', {
      course: CourseTransformer.transform(course),
      thumbnailLimit: uploadLimits['course-thumbnails'],
    })
  }

  async update({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await this.#find(params.id)
    const payload = await request.validateUsing(courseValidator, { meta: { courseId: course.id } })
    await this.courses.update(course, payload, auth.user!.id)
    flashToast(session, 'Curso atualizado com sucesso!')
    return response.redirect().toRoute('admin.courses.show', { id: course.id })
  }

  async togglePublication({ params, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await this.#find(params.id)
    const published = await this.courses.togglePublication(course, auth.user!.id)
    flashToast(
      session,
      published ? 'Curso publicado com sucesso!' : 'Curso despublicado com sucesso!'
    )
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await this.#find(params.id)
    const outcome = await this.courses.remove(course, auth.user!.id)
    if (outcome === 'deleted') flashToast(session, 'Curso excluído com sucesso!')
    else {
      flashToast(
        session,
        'Curso arquivado com sucesso!',
        'Alunos têm progresso neste curso: ele foi despublicado e escondido, sem perder nenhum dado.'
      )
    }
    return response.redirect().toRoute('admin.courses.index')
  }

  async restore({ params, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const course = await Course.query()
      .where('id', params.id)
      .whereNotNull('archived_at')
      .firstOrFail()
    await this.courses.restore(course, auth.user!.id)
    flashToast(session, 'Curso restaurado como rascunho!')
    return response.redirect().toRoute('admin.courses.show', { id: course.id })
  }

  /** Archived courses are hidden: they can only be restored. */
  #find(id: unknown) {
    return Course.query()
      .where('id', Number(id))
      .withScopes((scopes) => scopes.notArchived())
      .firstOrFail()
  }
}
