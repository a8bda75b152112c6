import cache from '@adonisjs/cache/services/main'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import CourseReview from '#models/course_review'
import CourseProgress from '#models/course_progress'
import LessonProgress from '#models/lesson_progress'
import QuizAttempt from '#models/quiz_attempt'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import Profile from '#models/profile'
import User from '#models/user'
import Certificate from '#models/certificate'
import {
  CATALOG,
  CERTIFICATE_STATUS,
  FIGURES,
  FORUM,
  MEMBERS,
  STANDINGS,
  certificateTag,
  courseTag,
  discussionTag,
  memberTag,
} from '#domain/platform/content_tags'
import { afterModelWrites } from '#services/platform/model_writes'
import { forgetTags } from '#services/platform/forget_tags'

/*
| Values and public pages kept by @adonisjs/cache (config/cache.ts), each
| with the tags of what it shows (#domain/platform/content_tags). A write
| forgets the tags of what it changed: model writes through the table
| below, query-builder writes where they happen (forgetContent). With
| several instances the forgetting travels through Redis.
*/

/** A safety net only: bounds writes made outside the app (psql) and figures that move with time. */
export const CONTENT_TTL = '60s'

/**
 * The value under `key`, computed by `load` on a miss and shared by every
 * request until one of `tags` is forgotten (requests arriving during the
 * computation wait for it). Kept in this process's memory only: values may
 * hold Maps, and the other instances compute their own.
 *
 * `{ onlyFound: true }` is for a lookup by an address's key (a slug, a
 * position): a value found is remembered, a miss (null) is not, so made-up
 * addresses take no room.
 */
export function remember<T>(key: string, tags: string[], load: () => Promise<T>): Promise<T>
export function remember<T>(
  key: string,
  tags: string[],
  load: () => Promise<T | null>,
  options: { onlyFound: true }
): Promise<T | null>
export async function remember<T>(
  key: string,
  tags: string[],
  load: () => Promise<T | null>,
  options?: { onlyFound: true }
): Promise<T | null> {
  const found = await cache.getOrSet({
    key,
    tags,
    ttl: CONTENT_TTL,
    skipL2Write: true,
    factory: options?.onlyFound ? async (entry) => (await load()) ?? entry.skip() : load,
  })
  return (found as T | undefined) ?? null
}

/**
 * Forgets what carries any of `tags`: at once, and again when the
 * transaction the write was made in (if any) commits, since a request may
 * read the old rows and cache them until then.
 */
export async function forgetContent(tags: string[], client?: QueryClientContract | null) {
  if (client?.isTransaction) {
    ;(client as TransactionClientContract).after('commit', () => void forgetTags(tags))
  }
  await forgetTags(tags)
}

/* What a saved or deleted row changes, per model: the one place model writes are mapped to tags. */
const WRITES: [LucidModel, (row: any) => string[]][] = [
  [Course, (course: Course) => [CATALOG, FIGURES, courseTag(course.id)]],
  [CourseModule, (module: CourseModule) => [CATALOG, courseTag(module.courseId)]],
  [Lesson, (lesson: Lesson) => [CATALOG, FIGURES, STANDINGS, courseTag(lesson.courseId)]],
  [
    CourseMaterial,
    (material: CourseMaterial) => [
      CATALOG,
      ...(material.courseId ? [courseTag(material.courseId)] : []),
    ],
  ],
  [CourseReview, (review: CourseReview) => [CATALOG, FIGURES, courseTag(review.courseId)]],
  [
    CourseProgress,
    (progress: CourseProgress) => [FIGURES, STANDINGS, courseTag(progress.courseId)],
  ],
  [LessonProgress, () => [STANDINGS]],
  [QuizAttempt, () => [STANDINGS]],
  [
    ForumDiscussion,
    (discussion: ForumDiscussion) => [FORUM, STANDINGS, discussionTag(discussion.id)],
  ],
  [ForumReply, (reply: ForumReply) => [FORUM, STANDINGS, discussionTag(reply.discussionId)]],
  [Profile, (profile: Profile) => [MEMBERS, STANDINGS, memberTag(profile.userId)]],
  [User, (user: User) => [MEMBERS, FIGURES, STANDINGS, memberTag(user.id)]],
  [Certificate, (certificate: Certificate) => [certificateTag(certificate.id), CERTIFICATE_STATUS]],
]

let watching = false
/**
 * Every save and delete of those models forgets the tags of the row,
 * wherever the write comes from (a request, a listener, an ace command).
 */
export function forgetContentOnModelWrites() {
  if (watching) return
  watching = true
  for (const [model, tagsOf] of WRITES) {
    afterModelWrites([model], (row: LucidRow) => forgetTags(tagsOf(row)))
  }
}
