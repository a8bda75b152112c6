import { inject } from '@adonisjs/core'
import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Course from '#models/course'
import PremiumPolicy from '#policies/premium_policy'
import { MENTOR_TEXTS } from '#domain/mentor/mentor'

/**
 * Who may talk to a course's mentor. The mentor answers from every lesson of
 * the course, so it is open exactly when a lesson that is not a free preview
 * is: the premium rule decides (PremiumPolicy#viewLesson); this only words
 * the refusal for the chat (401 sign in, 403 subscribe).
 */
@inject()
export default class MentorPolicy extends BasePolicy {
  constructor(private premium: PremiumPolicy) {
    super()
  }

  @allowGuest()
  async ask(user: User | null, course: Pick<Course, 'price'>) {
    const decision = await this.premium.viewLesson(user, { isFreePreview: false, course })
    if (decision.authorized) return AuthorizationResponse.allow()
    return user
      ? AuthorizationResponse.deny(MENTOR_TEXTS.premium, 403)
      : AuthorizationResponse.deny(MENTOR_TEXTS.signIn, 401)
  }
}
