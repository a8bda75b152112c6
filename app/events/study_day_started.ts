import { BaseEvent } from '@adonisjs/core/events'

/** The first studied time of a São Paulo calendar day was recorded for a learner (streaks move). */
export default class StudyDayStarted extends BaseEvent {
  constructor(
    public userId: number,
    public day: string
  ) {
    super()
  }
}
