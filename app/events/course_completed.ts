import { BaseEvent } from '@adonisjs/core/events'

/** A learner's course percent reached 100. */
export default class CourseCompleted extends BaseEvent {
  constructor(
    public userId: number,
    public courseId: number
  ) {
    super()
  }
}
