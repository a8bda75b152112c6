import { AppTransformer } from '#transformers/cheap_transform'
import type { ConversationRow, MemberSummaryRow } from '#services/messaging/messaging_service'
import { FALLBACK_PROFILE_NAME, FALLBACK_PROFILE_SPECIALTY } from '#domain/community/profile_stats'
import { messageExcerpt } from '#domain/messaging/messages'

/** The other member of a conversation: public fields only, with the profile fallbacks. */
export function memberSummary(member: MemberSummaryRow) {
  return {
    id: member.id,
    fullName: member.full_name?.trim() || FALLBACK_PROFILE_NAME,
    avatarUrl: member.avatar_url,
    specialty: member.specialty?.trim() || FALLBACK_PROFILE_SPECIALTY,
  }
}

/** A conversation of the list: who, the last message (excerpt and time) and the unread count. */
export default class ConversationTransformer extends AppTransformer<ConversationRow> {
  toObject() {
    const last = this.resource.last
    return {
      id: this.resource.id,
      updatedAt: new Date(this.resource.updated_at).toISOString(),
      other: memberSummary(this.resource.other),
      lastMessage: last
        ? {
            excerpt: messageExcerpt(last.excerpt),
            createdAt: new Date(last.createdAt).toISOString(),
            fromViewer: last.fromViewer,
          }
        : null,
      unreadCount: this.resource.unread,
    }
  }
}
