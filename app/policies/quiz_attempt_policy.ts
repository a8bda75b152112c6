import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type QuizAttempt from '#models/quiz_attempt'

/** A quiz attempt belongs to the learner who started it: only they answer and finish it. */
export default class QuizAttemptPolicy extends BasePolicy {
  take(user: User, attempt: QuizAttempt) {
    return attempt.userId === user.id
  }
}
