import { BaseEvent } from '@adonisjs/core/events'

/** A learner completed a lesson for the first time (or again after undoing it). */
export default class LessonCompleted extends BaseEvent {
  constructor(
    public userId: number,
    public lessonId: number,
    public courseId: number
  ) {
    super()
  }
}
