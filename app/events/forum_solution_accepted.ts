import { BaseEvent } from '@adonisjs/core/events'
import type ForumDiscussion from '#models/forum_discussion'
import type ForumReply from '#models/forum_reply'

/** The author of a discussion chose a reply as its solution (a change, not the same choice again). */
export default class ForumSolutionAccepted extends BaseEvent {
  constructor(
    public discussion: ForumDiscussion,
    public reply: ForumReply
  ) {
    super()
  }
}
