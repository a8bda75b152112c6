import { inject } from '@adonisjs/core'
import { BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Lesson from '#models/lesson'
import PremiumPolicy from '#policies/premium_policy'

/**
 * Who may see and act on a lesson's content: the lesson page body, its
 * materials, video, quiz and simulator, and the progress, notes, study time
 * and quiz endpoints. It asks the premium rule (PremiumPolicy#viewLesson) and
 * adds nothing of its own, so changing that rule changes all of them.
 * Denials carry 401 (sign in) or 403 (subscribe).
 */
@inject()
export default class LessonPolicy extends BasePolicy {
  constructor(private premium: PremiumPolicy) {
    super()
  }

  @allowGuest()
  async viewContent(user: User | null, lesson: Lesson) {
    /* A free course opens every lesson: the rule needs the course's price. */
    if (lesson.$preloaded.course === undefined) await lesson.load('course')
    return this.premium.viewLesson(user, lesson)
  }
}
