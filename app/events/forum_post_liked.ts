import { BaseEvent } from '@adonisjs/core/events'

/** A member liked a discussion or a reply (only when a like row was really added). */
export default class ForumPostLiked extends BaseEvent {
  constructor(
    public likerId: number,
    public post: 'discussion' | 'reply',
    public postId: number
  ) {
    super()
  }
}
