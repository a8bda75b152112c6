import { BaseTransformer } from '@adonisjs/core/transformers'
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
export default class MentorReportTransformer extends BaseTransformer<MentorReport> {
  toObject() {
    return this.pick(this.resource, ['mode', 'courses', 'unhelpful'])
  }
}
