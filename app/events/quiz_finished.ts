import { BaseEvent } from '@adonisjs/core/events'

/** A learner finished a quiz attempt (score computed on the server). */
export default class QuizFinished extends BaseEvent {
  constructor(
    public userId: number,
    public attemptId: number,
    public score: number,
    public total: number
  ) {
    super()
  }
}
