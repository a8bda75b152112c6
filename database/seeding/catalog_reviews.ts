import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Course from '#models/course'
import CourseReview from '#models/course_review'
import User from '#models/user'
import Profile from '#models/profile'
import { SEED_COURSES } from '#database/data/catalog/index'
import { SEED_REVIEWERS } from '#database/data/catalog/reviewers'
import { accountsPredateTheirActivity } from '#database/seeding/account_dates'

/** Days between a reviewer starting a course and reviewing it. */
const STUDY_DAYS_BEFORE_REVIEW = 21

/**
 * The reviews of the seeded courses, each written by a seeded member who
 * exists (with a profile) and started the course (a course_progress row),
 * as the app itself requires before a review, whose account is older than
 * that start, and whose review is not marked as edited. Idempotent: a missing
 * member is created, a review the member already wrote is left as it is.
 * Reviews an older seed wrote without an author (same course and comment) go.
 */
export async function seedCatalogReviews(trx: TransactionClientContract) {
  const userIds = await ensureReviewers(trx)

  for (const seed of SEED_COURSES) {
    const course = await Course.query({ client: trx }).where('slug', seed.slug).first()
    if (!course) continue

    for (const review of seed.reviews) {
      const userId = userIds.get(review.author)
      const reviewer = SEED_REVIEWERS.find((member) => member.email === review.author)
      if (!userId || !reviewer) throw new Error(`Avaliação sem autor semeado: ${review.author}`)

      await trx
        .from('course_reviews')
        .where({ course_id: course.id, comment: review.comment })
        .whereNull('user_id')
        .delete()

      const reviewedAt = DateTime.fromISO(review.date, { zone: 'America/Sao_Paulo' })
      const startedAt = reviewedAt.minus({ days: STUDY_DAYS_BEFORE_REVIEW }).toJSDate()
      await trx
        .insertQuery()
        .table('course_progress')
        .insert({
          user_id: userId,
          course_id: course.id,
          started_at: startedAt,
          last_accessed_at: reviewedAt.toJSDate(),
          created_at: startedAt,
          updated_at: reviewedAt.toJSDate(),
        })
        .onConflict(['user_id', 'course_id'])
        .ignore()

      const existing = await CourseReview.query({ client: trx })
        .where('course_id', course.id)
        .where('user_id', userId)
        .first()
      if (existing) continue
      const row = new CourseReview().useTransaction(trx)
      row.merge({
        courseId: course.id,
        userId,
        authorName: reviewer.fullName,
        rating: review.rating,
        comment: review.comment,
      })
      /* Written once and never edited: no '(editada)'. */
      row.createdAt = reviewedAt
      row.updatedAt = reviewedAt
      await row.save()
    }
  }
  /* The reviewers were created now, their reviews dated months ago: each account predates its reviews. */
  await accountsPredateTheirActivity(trx)
}

/** User id of every reviewer by e-mail; a missing one is created with a profile. */
async function ensureReviewers(trx: TransactionClientContract) {
  const ids = new Map<string, number>()
  for (const member of SEED_REVIEWERS) {
    let user = await User.query({ client: trx }).where('email', member.email).first()
    if (!user) {
      user = await User.create(
        {
          email: member.email,
          fullName: member.fullName,
          password: randomBytes(32).toString('base64url'),
          emailVerifiedAt: DateTime.now(),
        },
        { client: trx }
      )
    }
    await Profile.firstOrCreate(
      { userId: user.id },
      {
        fullName: member.fullName,
        specialty: member.specialty,
        location: member.location,
        yearsExperience: member.yearsExperience,
        bio: member.bio,
        role: 'student',
      },
      { client: trx }
    )
    ids.set(member.email, user.id)
  }
  return ids
}
