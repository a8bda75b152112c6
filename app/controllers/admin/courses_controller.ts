import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import AdminContentPolicy from '#policies/admin_content_policy'
import CourseAdminService from '#services/admin/course_admin_service'
import { flashError, flashToast } from '#services/flash'
import { courseListValidator, courseValidator } from '#validators/admin/course'
import CourseRowTransformer from '#transformers/admin/course_row_transformer'
import CourseTransformer from '#transformers/admin/course_transformer'
import ModuleTransformer from '#transformers/admin/module_transformer'
import LessonTransformer from '#transformers/admin/lesson_transformer'
import MaterialTransformer from '#transformers/admin/material_transformer'
import CourseStatsTransformer from '#transformers/admin/course_stats_transformer'
import LessonOptionTransformer from '#transformers/admin/lesson_option_transformer'
import { uploadLimits } from '#config/drive'
import { authorizeAdmin } from '#services/admin/authorize'

/** Admin courses: list, create/edit, detail (tabs), publication, delete-or-archive, restore. */
@inject()
export default class CoursesController {
  constructor(private courses: CourseAdminService) {}

  async index({ inertia, bouncer, request, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('view'))
    const { arquivados: archived = false } = await request.validateUsing(courseListValidator, {
      data: request.qs(),
    })
    let rows: Course[] = []
    let archivedCount = 0
    let loadError: string | null = null
    try {
      ;[rows, archivedCount] = await Promise.all([
        this.courses.list({ archived }),
        this.courses.archivedCount(),
      ])
    } catch (error) {
      logger.error({ err: error }, 'falha ao carregar os cursos do painel')
      loadError = 'Erro ao carregar cursos'
    }
    return inertia.render('admin/courses/index', {
      courses: CourseRowTransformer.transform(rows),
      showingArchived: archived,
      archivedCount,
      loadError,
    })
  }

  async create({ inertia, bouncer }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    return inertia.render('admin/courses/form', {
      course: null,
      thumbnailLimit: uploadLimits['course-thumbnails'],
    })
  }

  async store({ request, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const payload = await request.validateUsing(courseValidator, { meta: {} })
    try {
      const course = await this.courses.create(payload, auth.user!.id)
      flashToast(session, 'Curso criado com sucesso!')
      return response.redirect().toRoute('admin.courses.show', { id: course.id })
    } catch (error) {
      logger.error({ err: error }, 'falha ao criar curso')
      flashError(session, 'Erro ao criar curso')
      return response.redirect().back()
    }
  }

  async show({ params, inertia, bouncer, response, session, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('view'))
    const course = await this.#find(params.id)
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().toRoute('admin.courses.index')
    }
    try {
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
    } catch (error) {
      logger.error({ err: error, courseId: course.id }, 'falha ao carregar os dados do curso')
      flashError(session, 'Erro ao carregar dados do curso')
      return response.redirect().toRoute('admin.courses.index')
    }
  }

  async edit({ params, inertia, bouncer, response, session }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const course = await this.#find(params.id)
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().toRoute('admin.courses.index')
    }
    return inertia.render('admin/courses/form', {
      course: CourseTransformer.transform(course),
      thumbnailLimit: uploadLimits['course-thumbnails'],
    })
  }

  async update({ params, request, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const course = await this.#find(params.id)
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().toRoute('admin.courses.index')
    }
    const payload = await request.validateUsing(courseValidator, { meta: { courseId: course.id } })
    try {
      await this.courses.update(course, payload, auth.user!.id)
      flashToast(session, 'Curso atualizado com sucesso!')
      return response.redirect().toRoute('admin.courses.show', { id: course.id })
    } catch (error) {
      logger.error({ err: error, courseId: course.id }, 'falha ao atualizar curso')
      flashError(session, 'Erro ao atualizar curso')
      return response.redirect().back()
    }
  }

  async togglePublication({ params, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const course = await this.#find(params.id)
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().back()
    }
    try {
      const published = await this.courses.togglePublication(course, auth.user!.id)
      flashToast(
        session,
        published ? 'Curso publicado com sucesso!' : 'Curso despublicado com sucesso!'
      )
    } catch (error) {
      logger.error({ err: error, courseId: course.id }, 'falha ao alterar o status do curso')
      flashError(session, 'Erro ao alterar status do curso')
    }
    return response.redirect().back()
  }

  async destroy({ params, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const course = await this.#find(params.id)
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().toRoute('admin.courses.index')
    }
    try {
      const outcome = await this.courses.remove(course, auth.user!.id)
      if (outcome === 'deleted') flashToast(session, 'Curso excluído com sucesso!')
      else {
        flashToast(
          session,
          'Curso arquivado com sucesso!',
          'Alunos têm progresso neste curso: ele foi despublicado e escondido, sem perder nenhum dado.'
        )
      }
    } catch (error) {
      logger.error({ err: error, courseId: course.id }, 'falha ao excluir curso')
      flashError(session, 'Erro ao excluir curso')
    }
    return response.redirect().toRoute('admin.courses.index')
  }

  async restore({ params, response, session, bouncer, auth }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
    const course = await Course.query().where('id', params.id).whereNotNull('archived_at').first()
    if (!course) {
      flashError(session, 'Curso não encontrado')
      return response.redirect().toRoute('admin.courses.index')
    }
    await this.courses.restore(course, auth.user!.id)
    flashToast(session, 'Curso restaurado como rascunho!')
    return response.redirect().toRoute('admin.courses.show', { id: course.id })
  }

  /** Archived courses are hidden: they can only be restored. */
  #find(id: unknown) {
    return Course.query().where('id', Number(id)).whereNull('archived_at').first()
  }
}
