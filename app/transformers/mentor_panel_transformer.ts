import { AppTransformer } from '#transformers/cheap_transform'
import type { MentorPanel } from '#services/mentor/mentor_service'

/**
 * The 'Mentor IA' chat of the course page and of the lesson page
 * (inertia/components/mentor/mentor_chat.tsx).
 */
export default class MentorPanelTransformer extends AppTransformer<MentorPanel> {
  toObject() {
    return this.pick(this.resource, [
      'access',
      'mode',
      'mentorName',
      'mentorAvatar',
      'courseSlug',
      'courseTitle',
      'maxQuestionLength',
      'dailyLimit',
      'remainingToday',
      'messages',
      'examples',
    ])
  }
}
