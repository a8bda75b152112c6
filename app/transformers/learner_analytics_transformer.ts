import { AppTransformer } from '#transformers/cheap_transform'
import type { LearnerAnalytics } from '#services/learning/learner_analytics_service'
import type { AchievementStatus, SubjectScore } from '#domain/learning/analytics'

/**
 * The learner's 'Análises de Performance' (`analytics/index`):
 * `LearnerAnalyticsTransformer.transform(await learnerAnalyticsService.forLearner(userId))`.
 * Subjects leave out where they were asked (only the recommendations need it).
 */
export default class LearnerAnalyticsTransformer extends AppTransformer<LearnerAnalytics> {
  toObject() {
    const { summary, overview, progress, strengths, achievements, review } = this.resource
    const subject = (row: SubjectScore) =>
      this.pick(row, ['subject', 'score', 'level', 'tone', 'questions'])
    const achievement = (row: AchievementStatus) =>
      this.pick(row, [
        'key',
        'title',
        'description',
        'icon',
        'earnedAt',
        'current',
        'target',
        'percent',
      ])
    return {
      summary,
      overview,
      progress,
      strengths: {
        strengths: strengths.strengths.map(subject),
        toImprove: strengths.toImprove.map(subject),
        recommendations: strengths.recommendations,
      },
      achievements: {
        all: achievements.all.map(achievement),
        next: achievements.next.map(achievement),
        earnedCount: achievements.earnedCount,
      },
      review,
    }
  }
}
