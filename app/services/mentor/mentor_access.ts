import type { HttpContext } from '@adonisjs/core/http'
import type Course from '#models/course'
import type User from '#models/user'
import MentorPolicy from '#policies/mentor_policy'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import type { MentorAccess } from '#services/mentor/mentor_service'
import PacingService from '#services/learning/pacing_service'

/** The viewer's access to a course's mentor, as the chat shows it (MentorPolicy decides). */
export async function mentorAccess(
  bouncer: HttpContext['bouncer'],
  course: Pick<Course, 'price'>
): Promise<MentorAccess> {
  const decision = await bouncer.with(MentorPolicy).execute('ask', course)
  if (decision.authorized) return 'allowed'
  return decision.status === 401 ? 'sign_in_required' : 'premium_required'
}

/** Subscribers (and staff) get the higher daily limit. */
export async function hasPremiumLimit(user: User) {
  const viewer = await new SubscriptionStatusService().viewer(user)
  return viewer.subscribed || viewer.staff
}

/**
 * The lessons the course's pacing keeps closed to this member for now
 * (#domain/catalog/pacing): the mentor does not answer from them.
 */
export async function closedLessonIds(user: User, course: Pick<Course, 'id' | 'pacing'>) {
  if (course.pacing === 'free') return []
  const viewer = await new SubscriptionStatusService().viewer(user)
  const locks = await new PacingService().locksFor(course, {
    userId: user.id,
    staff: viewer.staff,
  })
  return [...locks.keys()]
}

/** Who is asking, for the mentor's panel: the member, their daily-limit tier and their access. */
export async function mentorViewer(
  bouncer: HttpContext['bouncer'],
  user: User | null,
  course: Pick<Course, 'price'>
) {
  return {
    userId: user?.id ?? null,
    premium: user ? await hasPremiumLimit(user) : false,
    access: await mentorAccess(bouncer, course),
  }
}
