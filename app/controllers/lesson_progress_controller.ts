import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import CourseLessonsService from '#services/course_lessons_service'
import LearningProgressService from '#services/learning_progress_service'
import AchievementService from '#services/achievement_service'
import LessonPolicy from '#policies/lesson_policy'
import { flashToast } from '#services/flash'
import { lessonPositionValidator, studyTimeValidator } from '#validators/learning'
import NotFoundException from '#exceptions/not_found_exception'

/** Lesson completion (idempotent, undoable), playback position and measured study time. */
@inject()
export default class LessonProgressController {
  constructor(
    private lessons: CourseLessonsService,
    private progress: LearningProgressService,
    private achievements: AchievementService
  ) {}

  private async lessonFor({ params, bouncer }: HttpContext) {
    const id = Number(params.id)
    const lesson = Number.isInteger(id) ? await this.lessons.findPublishedLesson(id) : null
    if (!lesson) throw new NotFoundException('lesson')
    await bouncer.with(LessonPolicy).authorize('viewContent', lesson)
    return lesson
  }

  /**
   * 'Marcar como Concluída' (and a video reaching its end, a simulation
   * completing): only when the lesson's rule is met, else CompletionRefused.
   */
  async complete(ctx: HttpContext) {
    const lesson = await this.lessonFor(ctx)
    const user = ctx.auth.getUserOrFail()
    const startedAt = DateTime.now()
    const outcome = await this.progress.complete(user.id, lesson)
    if (outcome.changed) {
      const earned = await this.achievements.earnedSince(user.id, startedAt.minus({ seconds: 1 }))
      const description = earned.length
        ? `Conquista desbloqueada: ${earned.map((a) => a.title).join(', ')}`
        : `Progresso do curso: ${outcome.coursePercent}%`
      flashToast(
        ctx.session,
        outcome.courseCompletedNow ? 'Curso concluído!' : 'Aula concluída!',
        description
      )
    }
    return ctx.response.redirect().back()
  }

  /** The learner takes a completion back. */
  async undo(ctx: HttpContext) {
    const lesson = await this.lessonFor(ctx)
    const outcome = await this.progress.undo(ctx.auth.getUserOrFail().id, lesson)
    if (outcome.changed)
      flashToast(
        ctx.session,
        'Aula marcada como em andamento',
        `Progresso do curso: ${outcome.coursePercent}%`
      )
    return ctx.response.redirect().back()
  }

  /**
   * The player's report, every 10 s of playback, on pause, on a speed change
   * and on leaving: the position (playback resumes there), and the stretches
   * really played since the previous report (the watched percent).
   */
  async position(ctx: HttpContext) {
    const lesson = await this.lessonFor(ctx)
    const report = await ctx.request.validateUsing(lessonPositionValidator)
    return this.progress.recordPlayback(ctx.auth.getUserOrFail().id, lesson, report)
  }

  /** Time a reading page was visible and in use, reported in chunks; the answer says whether it can be completed. */
  async study(ctx: HttpContext) {
    const lesson = await this.lessonFor(ctx)
    const { seconds } = await ctx.request.validateUsing(studyTimeValidator)
    return this.progress.recordStudy(ctx.auth.getUserOrFail().id, lesson, seconds)
  }
}
