/*
| Policies registered with Bouncer. Each area adds its own line, lazily imported.
*/
export const policies = {
  ProfilePolicy: () => import('#policies/profile_policy'),
  PremiumPolicy: () => import('#policies/premium_policy'),
  CoursePolicy: () => import('#policies/course_policy'),
  CourseReviewPolicy: () => import('#policies/course_review_policy'),
  LessonPolicy: () => import('#policies/lesson_policy'),
  QuizAttemptPolicy: () => import('#policies/quiz_attempt_policy'),
  AdminPolicy: () => import('#policies/admin_policy'),
  ForumPolicy: () => import('#policies/forum_policy'),
  NotificationPolicy: () => import('#policies/notification_policy'),
  ConversationPolicy: () => import('#policies/conversation_policy'),
  MentorPolicy: () => import('#policies/mentor_policy'),
}
