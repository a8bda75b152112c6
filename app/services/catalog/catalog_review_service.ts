import db from '@adonisjs/lucid/services/db'
import CourseReview from '#models/course_review'
import type Course from '#models/course'
import type User from '#models/user'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { ToastDenial } from '#policies/denials'
import { isUniqueViolation } from '#services/platform/database_errors'

export const REVIEW_REFUSED = 'Não foi possível publicar sua avaliação'
export const ALREADY_REVIEWED = 'Você já avaliou este curso. Edite a sua avaliação.'

/** Learners' reviews of a course: one per learner, editable by its author. */
export default class CatalogReviewService {
  /** Started = a course_progress row or a completed lesson of the course (one query). */
  async hasStarted(userId: number, courseId: number) {
    // raw SQL: EXISTS … OR EXISTS in one boolean, one round trip
    const result = await db.rawQuery(
      `SELECT EXISTS (SELECT 1 FROM course_progress WHERE user_id = :userId AND course_id = :courseId)
          OR EXISTS (
            SELECT 1 FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
            WHERE lp.user_id = :userId AND l.course_id = :courseId AND lp.completed_at IS NOT NULL
          ) AS started`,
      { userId, courseId }
    )
    return Boolean(result.rows[0]?.started)
  }

  findOwn(userId: number, courseId: number) {
    return CourseReview.query().where('user_id', userId).where('course_id', courseId).first()
  }

  /** Two submissions at once: the unique (course, user) pair keeps one; the other is refused as the policy would. */
  async create(user: User, course: Course, data: { rating: number; comment: string }) {
    try {
      return await CourseReview.create({
        courseId: course.id,
        userId: user.id,
        authorName: user.displayName,
        rating: data.rating,
        comment: data.comment,
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      throw new bouncerErrors.E_AUTHORIZATION_FAILURE(
        new ToastDenial(REVIEW_REFUSED, ALREADY_REVIEWED)
      )
    }
  }

  async update(review: CourseReview, user: User, data: { rating: number; comment: string }) {
    review.merge({ rating: data.rating, comment: data.comment, authorName: user.displayName })
    await review.save()
    return review
  }
}
