import type Course from '#models/course'
import { AppTransformer } from '#transformers/cheap_transform'

/**
 * The texts of a catalogue card's preview dialog (`courses/index`, prop
 * `preview`, merged on the client under the course's slug as dialogs open).
 */
export default class CoursePreviewTransformer extends AppTransformer<Course | null> {
  toObject(): Record<
    string,
    Pick<Course, 'learningPath' | 'outcomes' | 'mentorBio' | 'mentorExperience'>
  > {
    if (!this.resource) return {}
    return {
      [this.resource.slug]: this.pick(this.resource, [
        'learningPath',
        'outcomes',
        'mentorBio',
        'mentorExperience',
      ]),
    }
  }
}
