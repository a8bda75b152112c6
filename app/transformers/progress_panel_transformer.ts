import { AppTransformer } from '#transformers/cheap_transform'
import type { ProgressPanelData } from '#services/learning/progress_panel_service'

/**
 * The course page's 'Progresso' tab (component inertia/components/learning/progress_panel.tsx):
 * `ProgressPanelTransformer.transform(await progressPanelService.forCourse(userId, courseId))`.
 */
export default class ProgressPanelTransformer extends AppTransformer<ProgressPanelData> {
  toObject() {
    return this.pick(this.resource, [
      'courseId',
      'courseTitle',
      'totalLessons',
      'completedLessons',
      'percent',
      'totalSeconds',
      'studiedHours',
      'studiedMinutes',
      'remainingSeconds',
      'averageScore',
      'streakDays',
      'streakTone',
      'startedAt',
      'lastAccessedAt',
      'weeklyGoalHours',
      'dailyTargetMinutes',
      'estimateDays',
      'week',
      'achievements',
    ])
  }
}
