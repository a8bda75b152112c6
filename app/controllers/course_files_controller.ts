import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import CourseFilesService from '#services/catalog/course_files_service'
import FileDeliveryService from '#services/platform/file_delivery_service'
import LessonPolicy from '#policies/lesson_policy'
import PremiumPolicy from '#policies/premium_policy'
import { materialFileName } from '#services/platform/protected_media'
import { captionsKeyFor } from '#domain/catalog/demo_media'
import NotFoundException from '#exceptions/not_found_exception'

/**
 * The only doors to lesson videos and material files (course-videos/ and
 * course-materials/ are not served at /uploads): each request is authorized
 * by the premium rule and the course's pacing, then the file is streamed with range support.
 */
@inject()
export default class CourseFilesController {
  constructor(
    private files: CourseFilesService,
    private delivery: FileDeliveryService
  ) {}

  /** GET /materiais/:id/arquivo (?download=1 to save instead of opening). */
  async material(ctx: HttpContext) {
    const { params, request, bouncer } = ctx
    const found = await this.files.material(Number(params.id), {
      includeDrafts: await this.isContentStaff(bouncer),
    })
    if (!found) return this.notFound()
    await bouncer.with(PremiumPolicy).authorize('downloadMaterial', found.material)
    /* A lesson's material also waits for the lesson's pacing ('Disponível em 03/12'). */
    const lesson = found.material.lesson
    if (lesson && found.material.course) {
      lesson.$setRelated('course', found.material.course)
      await bouncer.with(LessonPolicy).authorize('viewContent', lesson)
    }
    return this.delivery.send(ctx, found.key, {
      cache: 'private',
      fileName: materialFileName(found.material, found.key),
      disposition: request.input('download') ? 'attachment' : 'inline',
    })
  }

  /** GET /aulas/:id/video: the lesson's uploaded video (or podcast audio), for the HTML5 player. */
  async lessonMedia(ctx: HttpContext) {
    const { params, bouncer } = ctx
    const found = await this.files.lessonMedia(Number(params.id), {
      includeDrafts: await this.isContentStaff(bouncer),
    })
    if (!found) return this.notFound()
    await bouncer.with(LessonPolicy).authorize('viewContent', found.lesson)
    return this.delivery.send(ctx, found.key, { cache: 'private' })
  }

  /** GET /aulas/:id/legendas: the WebVTT captions stored next to the lesson's video, same rule. */
  async lessonCaptions(ctx: HttpContext) {
    const { params, bouncer } = ctx
    const found = await this.files.lessonMedia(Number(params.id), {
      includeDrafts: await this.isContentStaff(bouncer),
    })
    if (!found) return this.notFound()
    await bouncer.with(LessonPolicy).authorize('viewContent', found.lesson)
    return this.delivery.send(ctx, captionsKeyFor(found.key), { cache: 'private' })
  }

  private isContentStaff(bouncer: HttpContext['bouncer']) {
    return bouncer.with(AdminPolicy).allows('manageContent')
  }

  private notFound(): never {
    throw new NotFoundException('file')
  }
}
