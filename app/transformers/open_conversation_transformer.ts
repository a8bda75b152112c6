import { AppTransformer } from '#transformers/cheap_transform'
import type { BlockState, MemberSummaryRow } from '#services/messaging/messaging_service'
import { memberSummary } from '#transformers/conversation_transformer'

type OpenConversation = { id: number; other: MemberSummaryRow; block: BlockState }

/** The conversation open in the pane: its header (the other member) and who blocked whom. */
export default class OpenConversationTransformer extends AppTransformer<OpenConversation> {
  toObject() {
    return {
      id: this.resource.id,
      other: memberSummary(this.resource.other),
      blockedByViewer: this.resource.block.byViewer,
      blockedByOther: this.resource.block.byOther,
    }
  }
}
