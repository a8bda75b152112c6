/*
| Class events and their listeners (mail, notifications, activity log).
| Areas register theirs here.
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import UserRegistered from '#events/user_registered'
import { events } from '#generated/events'
import { listeners } from '#generated/listeners'
import { watchPlatformFigures } from '#services/catalog/platform_figures_service'
import { watchPublicContent } from '#services/platform/public_page_cache'
import { watchMemberStandings } from '#services/community/member_standings_cache'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import CourseReview from '#models/course_review'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import Profile from '#models/profile'
import User from '#models/user'
import Certificate from '#models/certificate'
import LessonProgress from '#models/lesson_progress'
import CourseProgress from '#models/course_progress'
import QuizAttempt from '#models/quiz_attempt'

/* Accounts: the confirmation e-mail of a new account; queued mails that fail are logged, never lost silently. */
emitter.on(UserRegistered, [() => import('#listeners/send_verification_email')])
emitter.on('queued:mail:error', ({ error, mailerName }) => {
  logger.error({ err: error, mailer: mailerName }, 'falha ao enviar e-mail')
})

/* Learning: achievements follow the learner's progress, quizzes and streaks. */
emitter.on(events.LessonCompleted, [listeners.AwardAchievements])
emitter.on(events.CourseCompleted, [listeners.AwardAchievements])
emitter.on(events.QuizFinished, [listeners.AwardAchievements])
emitter.on(events.StudyDayStarted, [listeners.AwardAchievements])

/*
| Notifications: forum activity, direct messages, failed payments and
| certificates raise the member's notification (grouped while unread); each
| listener logs its own failures, so the write that caused it never fails.
*/
emitter.on(events.ForumReplyCreated, [listeners.NotifyDiscussionReply])
emitter.on(events.ForumSolutionAccepted, [listeners.NotifySolutionAccepted])
emitter.on(events.ForumPostLiked, [listeners.NotifyPostLiked])
emitter.on(events.DirectMessageSent, [listeners.NotifyDirectMessage])
emitter.on(events.SubscriptionPaymentFailed, [listeners.NotifyPaymentFailed])
emitter.on(events.CertificateIssued, [listeners.NotifyCertificateIssued])

/* Catalogue and landing figures: the cached counts are cleared by every write that changes them. */
watchPlatformFigures([Course, Lesson, CourseReview, CourseProgress, User])

/*
| Cached public pages (visitors without a session): cleared by every write
| to what they show. Content routes clear them too (PublicPageCacheMiddleware).
*/
watchPublicContent([
  Course,
  CourseModule,
  Lesson,
  CourseMaterial,
  CourseReview,
  ForumDiscussion,
  ForumReply,
  Profile,
  User,
  Certificate,
])

/*
| Members' points and ranks (MemberPointsService), kept in memory: cleared
| by every write to what they count, and by names and photos (Top Membros).
| Writes made with the query builder clear them where they happen
| (LearningProgressService, QuizService, ForumService, ForumModerationService,
| LessonAdminService.remove).
*/
watchMemberStandings([
  LessonProgress,
  CourseProgress,
  QuizAttempt,
  Lesson,
  ForumDiscussion,
  ForumReply,
  Profile,
  User,
])
