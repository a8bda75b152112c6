import { AppTransformer } from '#transformers/cheap_transform'
import type {
  MentorCourseReport,
  MentorUnhelpfulQuestion,
} from '#services/mentor/mentor_report_service'

type MentorReport = {
  mode: 'model' | 'offline'
  courses: MentorCourseReport[]
  unhelpful: MentorUnhelpfulQuestion[]
}

/** The admin 'Mentor IA' page (inertia/pages/admin/mentor.tsx). */
export default class MentorReportTransformer extends AppTransformer<MentorReport> {
  toObject() {
    return this.pick(this.resource, ['mode', 'courses', 'unhelpful'])
  }
}
