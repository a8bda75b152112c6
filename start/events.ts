/*
| Class events and their listeners (mail, notifications, activity log).
| Areas register theirs here.
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import UserRegistered from '#events/user_registered'
import { events } from '#generated/events'
import { listeners } from '#generated/listeners'
import { forgetContentOnModelWrites } from '#services/platform/content_cache'
import { forgetSessionChecksOnWrites } from '#services/accounts/login_sessions'
import { forgetUnreadOnWrites } from '#services/messaging/realtime_service'

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

/*
| Cached values and public pages (#services/platform/content_cache): every
| model write forgets the tags of what it changed, on every instance. The
| same for the signed-in session checks (#services/accounts/login_sessions)
| and the header's unread counts (#services/messaging/realtime_service).
*/
forgetContentOnModelWrites()
forgetSessionChecksOnWrites()
forgetUnreadOnWrites()
