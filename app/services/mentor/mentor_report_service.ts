import db from '@adonisjs/lucid/services/db'

export type MentorCourseReport = {
  courseId: number
  courseTitle: string
  questions: number
  /** Answered from the course's lessons (model or offline) */
  answered: number
  nothingRelevant: number
  refused: number
  notUseful: number
}

export type MentorUnhelpfulQuestion = {
  answerId: number
  courseTitle: string
  question: string
  answerKind: string | null
  ratedAt: string
}

/**
 * The admin area's 'Mentor IA' view: questions per course, how many were
 * answered from the course versus 'nothing relevant', and the questions whose
 * answers learners rated 'não útil' (what the content team should write next).
 */
export default class MentorReportService {
  async report() {
    const [courses, unhelpful] = await Promise.all([
      db
        .from('mentor_messages as m')
        .join('courses as c', 'c.id', 'm.course_id')
        .where('m.role', 'mentor')
        .groupBy('c.id', 'c.title')
        // raw SQL: ordering by an aggregate
        .orderByRaw('count(*) DESC, c.title')
        .select('c.id as course_id', 'c.title as course_title')
        .count('* as questions')
        // raw SQL: count(*) FILTER (…) has no query-builder form
        .select(
          db.raw(`count(*) FILTER (WHERE m.kind IN ('model', 'offline')) AS answered`),
          db.raw(`count(*) FILTER (WHERE m.kind = 'nothing_relevant') AS nothing_relevant`),
          db.raw(`count(*) FILTER (WHERE m.kind = 'refusal') AS refused`),
          db.raw(`count(*) FILTER (WHERE m.feedback = 'not_useful') AS not_useful`)
        ),
      db
        .from('mentor_messages as a')
        .join('mentor_messages as q', 'q.id', 'a.question_id')
        .join('courses as c', 'c.id', 'a.course_id')
        .where('a.feedback', 'not_useful')
        .orderBy('a.feedback_at', 'desc')
        .limit(50)
        .select(
          'a.id as answer_id',
          'c.title as course_title',
          'q.content as question',
          'a.kind as answer_kind',
          'a.feedback_at'
        ),
    ])
    return {
      courses: courses.map((row): MentorCourseReport => ({
        courseId: row.course_id,
        courseTitle: row.course_title,
        questions: Number(row.questions),
        answered: Number(row.answered),
        nothingRelevant: Number(row.nothing_relevant),
        refused: Number(row.refused),
        notUseful: Number(row.not_useful),
      })),
      unhelpful: unhelpful.map((row): MentorUnhelpfulQuestion => ({
        answerId: row.answer_id,
        courseTitle: row.course_title,
        question: row.question,
        answerKind: row.answer_kind,
        ratedAt: new Date(row.feedback_at).toISOString(),
      })),
    }
  }
}
