import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StudyStatsService from '#services/learning/study_stats_service'
import { flashToast } from '#services/platform/flash'
import { studyGoalValidator } from '#validators/learning'

/** The learner's weekly study goal (default 5 h), shown in the progress panel. */
@inject()
export default class StudyGoalsController {
  constructor(private stats: StudyStatsService) {}

  async update({ request, response, auth, session }: HttpContext) {
    const { weeklyHours } = await request.validateUsing(studyGoalValidator)
    await this.stats.setWeeklyGoal(auth.getUserOrFail().id, weeklyHours)
    flashToast(
      session,
      'Meta semanal atualizada!',
      `Sua nova meta é de ${weeklyHours} h por semana.`
    )
    /* Back to the same view, query included (the course page's ?aba=progresso keeps the panel open). */
    return response.redirect().withQs().back()
  }
}
