import { inject } from '@adonisjs/core'
import { BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Lesson from '#models/lesson'
import PremiumPolicy from '#policies/premium_policy'
import { PacingDenial } from '#policies/denials'
import PacingService from '#services/learning/pacing_service'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'

/**
 * Who may see and act on a lesson's content: the lesson page body, its
 * materials, video, quiz and simulator, and the progress, notes, study time
 * and quiz endpoints. It asks the premium rule (PremiumPolicy#viewLesson),
 * then the course's pacing (#domain/catalog/pacing: in order, scheduled
 * release), so changing either rule changes all of them. Denials carry 401
 * (sign in) or 403 (subscribe, or PacingDenial with the reason and date).
 */
@inject()
export default class LessonPolicy extends BasePolicy {
  constructor(
    private premium: PremiumPolicy,
    private status: SubscriptionStatusService,
    private pacing: PacingService
  ) {
    super()
  }

  @allowGuest()
  async viewContent(user: User | null, lesson: Lesson) {
    /* A free course opens every lesson: the rule needs the course's price (and its pacing). */
    if (lesson.$preloaded.course === undefined) await lesson.load('course')
    const premium = await this.premium.viewLesson(user, lesson)
    if (!premium.authorized) return premium
    const viewer = await this.status.viewer(user)
    const lock = await this.pacing.lockOf(lesson, lesson.course, {
      userId: user?.id ?? null,
      staff: viewer.staff,
    })
    return lock ? new PacingDenial(lock.message) : premium
  }
}
