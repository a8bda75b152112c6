import { inject } from '@adonisjs/core'
import AchievementService from '#services/community/achievement_service'
import type LessonCompleted from '#events/lesson_completed'
import type CourseCompleted from '#events/course_completed'
import type QuizFinished from '#events/quiz_finished'
import type StudyDayStarted from '#events/study_day_started'

/** Whenever a learner's numbers move, award what they now deserve. */
@inject()
export default class AwardAchievements {
  constructor(private achievements: AchievementService) {}

  async handle(event: LessonCompleted | CourseCompleted | QuizFinished | StudyDayStarted) {
    await this.achievements.evaluate(event.userId)
  }
}
