/*
| LGPD self-service (issue 31): the grace period of an account deletion,
| the lifetime of a data export, what a deletion removes and what it keeps
| anonymised for others, and the pt-BR texts of 'Privacidade e dados'.
| Pure rules shared by the server and the pages (@domain/accounts/privacy).
*/
import { formatDate } from '../platform/format.js'

/** Days between 'Excluir minha conta' and the deletion: the member may cancel meanwhile. */
export const DELETION_GRACE_DAYS = 7

/** Days a ready export can be downloaded before its file is removed. */
export const EXPORT_TTL_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** When a deletion asked for at `requestedAt` is carried out: exactly 7 × 24 h later. */
export function deletionDate(requestedAt: Date) {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS)
}

/** Whether a scheduled deletion is due at `now` (never for an account without one). */
export function isDeletionDue(scheduledFor: Date | null, now: Date) {
  return scheduledFor !== null && scheduledFor.getTime() <= now.getTime()
}

/** Until when a file finished at `readyAt` may be downloaded. */
export function exportExpiry(readyAt: Date) {
  return new Date(readyAt.getTime() + EXPORT_TTL_DAYS * DAY_MS)
}

export type ExportStatus = 'pending' | 'ready' | 'failed'

/** What the page shows of the member's latest export: a ready file past its expiry is gone. */
export function exportState(
  latest: { status: ExportStatus; expiresAt: Date | null } | null,
  now: Date
): 'none' | 'pending' | 'ready' | 'expired' | 'failed' {
  if (!latest) return 'none'
  if (latest.status !== 'ready') return latest.status
  return latest.expiresAt && latest.expiresAt.getTime() > now.getTime() ? 'ready' : 'expired'
}

/** The author shown for posts, replies and messages of a deleted account. */
export const REMOVED_MEMBER_NAME = 'Membro removido'

/** Reason shown on certificates revoked by a deletion (the public verification says revoked). */
export const DELETION_REVOCATION_REASON = 'Conta excluída pelo titular'

/** The tombstone's e-mail: unique, not deliverable (.invalid), nobody's address. */
export function tombstoneEmail(userId: number) {
  return `membro-removido-${userId}@conta-excluida.invalid`
}

/**
 * The profile of a deleted account: every field the member filled in is
 * emptied; the name is the label others see on what stays.
 */
export const TOMBSTONE_PROFILE = {
  fullName: REMOVED_MEMBER_NAME,
  specialty: null,
  location: null,
  yearsExperience: null,
  bio: null,
  linkedinUrl: null,
  websiteUrl: null,
  avatarUrl: null,
} as const

/** Rows of the member deleted outright (their own study, settings and sign-ins). */
export const DELETED_WITH_ACCOUNT = [
  'lesson_notes',
  'lesson_progress',
  'course_progress',
  'quiz_attempts',
  'review_cards',
  'review_logs',
  'study_time_entries',
  'study_goals',
  'user_achievements',
  'course_favorites',
  'mentor_messages',
  'mentor_conversations',
  'mentor_question_slots',
  'notifications',
  'notification_preferences',
  'login_sessions',
  'forum_bookmarks',
  'forum_discussion_views',
  'data_exports',
  'subscriptions',
  'admin_users',
] as const

/**
 * What others rely on stays, without the member's name: forum posts and
 * replies, direct messages they sent, course reviews, issued certificates
 * (revoked), likes (counts others see).
 */
export const KEPT_ANONYMISED = [
  'forum_discussions',
  'forum_replies',
  'messages',
  'course_reviews',
  'certificates',
  'forum_discussion_likes',
  'forum_reply_likes',
] as const

/** The pt-BR texts of 'Privacidade e dados' and its toasts. */
export const PRIVACY_TEXTS = {
  title: 'Privacidade e dados',
  exportReady: 'Seus dados estão prontos para baixar',
  exportStarted: 'Estamos preparando seus dados',
  exportStartedDescription: 'Você receberá uma notificação quando o arquivo estiver pronto.',
  exportAlreadyPending: 'Seus dados já estão sendo preparados',
  wrongPassword: 'Senha incorreta',
  deletionScheduled: 'Exclusão da conta agendada',
  deletionCancelled: 'Exclusão cancelada',
  deletionCancelledDescription: 'Sua conta continua ativa.',
  deletionPendingOnSignIn: 'Sua conta está marcada para exclusão',
} as const

/** 'Sua conta será excluída em 04/12/2026.' */
export function deletionScheduledText(scheduledFor: Date | string) {
  return `Sua conta será excluída em ${formatDate(scheduledFor)}.`
}
