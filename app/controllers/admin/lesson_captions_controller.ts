import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import Lesson from '#models/lesson'
import AdminPolicy from '#policies/admin_policy'
import LessonCaptionsService from '#services/admin/lesson_captions_service'
import { flashToast } from '#services/platform/flash'
import { captionedVideoKey } from '#services/platform/protected_media'
import { captionsValidator } from '#validators/admin/captions'
import { CAPTIONS_TEXTS } from '#domain/catalog/captions'

/** 'Legendas (.vtt)' in the lesson dialog's Mídia tab: upload (or replace) and remove. */
@inject()
export default class LessonCaptionsController {
  constructor(private captions: LessonCaptionsService) {}

  /** POST /admin/aulas/:id/legendas (multipart, field `captions`; read by middleware.multipart). */
  async store({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await Lesson.findOrFail(Number(params.id))
    const videoKey = captionedVideoKey(lesson)
    if (!videoKey) {
      throw new vineErrors.E_VALIDATION_ERROR([
        { field: 'captions', message: CAPTIONS_TEXTS.onlyUploadedVideo, rule: 'uploadedVideo' },
      ])
    }
    const { captions } = await request.validateUsing(captionsValidator, {
      meta: { videoSeconds: lesson.mediaSeconds },
    })
    await this.captions.attach(lesson, videoKey, captions, auth.user!.id)
    flashToast(session, CAPTIONS_TEXTS.uploadedToast)
    return response.redirect().back()
  }

  /** DELETE /admin/aulas/:id/legendas */
  async destroy({ params, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageContent')
    const lesson = await Lesson.findOrFail(Number(params.id))
    await this.captions.remove(lesson, captionedVideoKey(lesson), auth.user!.id)
    flashToast(session, CAPTIONS_TEXTS.removedToast)
    return response.redirect().back()
  }
}
