import { BaseEvent } from '@adonisjs/core/events'
import type ForumDiscussion from '#models/forum_discussion'
import type ForumReply from '#models/forum_reply'

/** A member answered a discussion (a new reply, not a double submit of the same one). */
export default class ForumReplyCreated extends BaseEvent {
  constructor(
    public discussion: ForumDiscussion,
    public reply: ForumReply
  ) {
    super()
  }
}
