import { inject } from '@adonisjs/core'
import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import { PremiumDenial } from '#policies/denials'
import type User from '#models/user'
import type Lesson from '#models/lesson'
import type Course from '#models/course'
import type CourseMaterial from '#models/course_material'
import { premiumDecision, type PremiumDecision } from '#domain/subscription/subscription'
import { isFreeCourse } from '#domain/catalog/catalog'
import { isOpenLesson as isOpenCourseLesson } from '#domain/catalog/pacing'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'

/** Deny messages: pages read them from `execute(...)` to choose between 'entre' and 'assine'. */
export const PREMIUM_DENIALS = {
  sign_in_required: { message: 'Entre na sua conta para continuar.', status: 401 },
  premium_required: { message: 'Conteúdo exclusivo do Plano Premium.', status: 403 },
} as const

/**
 * THE place that decides what premium unlocks (rule in
 * app/domain/subscription/subscription.ts#premiumDecision). Free-preview lessons are open
 * to every signed-in learner, and so is a free course's certificate; other
 * lessons, material downloads and certificates need a subscription; admins
 * and instructors see everything.
 * LessonPolicy (lesson page, progress, notes, quizzes, lesson video) and the
 * material download route ask here; nothing else repeats the rule.
 *
 *   const access = await bouncer.with('PremiumPolicy').execute('viewLesson', lesson)
 *   access.authorized  // false → access.message / access.status (401 sign in, 403 subscribe)
 *   await bouncer.with('PremiumPolicy').authorize('downloadMaterial', material)  // throws 401/403
 */
@inject()
export default class PremiumPolicy extends BasePolicy {
  constructor(private status: SubscriptionStatusService) {
    super()
  }

  /**
   * Lesson content (body, video, quiz, simulator, notes, files). The title, description and
   * objectives stay public. Free-preview lessons, and every lesson of a free course (price 0,
   * preload `course`), are open to any signed-in learner.
   */
  @allowGuest()
  async viewLesson(user: User | null, lesson: OpenableLesson) {
    return this.decide(user, isOpenLesson(lesson))
  }

  /**
   * Downloading a course material (the file itself, not its title). A material attached to a
   * lesson follows that lesson (open when the lesson is a free preview); a course-level one is
   * open only in a free course. Preload `course` and `lesson`; without them it counts as premium.
   */
  @allowGuest()
  async downloadMaterial(user: User | null, material: OpenableMaterial) {
    return this.decide(user, isOpenMaterial(material))
  }

  /**
   * Earning one's completion certificate of a course: the certificate of a free course (price 0)
   * is every signed-in member's to earn; a paid course's needs the Plano Premium.
   */
  @allowGuest()
  async earnCertificate(user: User | null, course: Pick<Course, 'price'>) {
    return this.decide(user, isFreeCourse(course))
  }

  /** Everything premium at once (e.g. to hide the upgrade offers). */
  @allowGuest()
  async accessPremium(user: User | null) {
    return this.decide(user, false)
  }

  private async decide(user: User | null, open: boolean) {
    return respond(premiumDecision(await this.status.viewer(user), { open }))
  }
}

type OpenableLesson = Pick<Lesson, 'isFreePreview'> & { course?: Pick<Course, 'price'> | null }
type OpenableMaterial = Pick<CourseMaterial, 'id'> & {
  course?: Pick<Course, 'price'> | null
  lesson?: Pick<Lesson, 'isFreePreview'> | null
}

function isFree(course: Pick<Course, 'price'> | null | undefined) {
  return course !== undefined && course !== null && isFreeCourse(course)
}

/** A lesson any signed-in learner may open: a free preview, or any lesson of a free course. */
function isOpenLesson(lesson: OpenableLesson) {
  return isOpenCourseLesson(lesson, lesson.course)
}

/** A material's file follows its lesson; a course-level material is open only in a free course. */
function isOpenMaterial(material: OpenableMaterial) {
  return isFree(material.course) || Boolean(material.lesson?.isFreePreview)
}

function respond(decision: PremiumDecision) {
  if (decision === 'allowed') return AuthorizationResponse.allow()
  const { message, status } = PREMIUM_DENIALS[decision]
  return new PremiumDenial(message, status)
}
