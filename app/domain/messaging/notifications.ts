/*
| Notification kinds, what each says in pt-BR and the defaults of the
| per-kind preferences (in-app and/or e-mail). Shared by the server
| (#domain/notifications) and the pages (@domain/notifications).
*/
import { formatDate } from '../platform/format.js'

export const NOTIFICATION_KINDS = [
  'direct_message',
  'discussion_reply',
  'solution_accepted',
  'post_liked',
  'payment_failed',
  'certificate_issued',
  'data_export_ready',
  'annual_ending',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  direct_message: 'Mensagens diretas',
  discussion_reply: 'Respostas às suas discussões',
  solution_accepted: 'Sua resposta escolhida como solução',
  post_liked: 'Curtidas nas suas publicações',
  payment_failed: 'Falha no pagamento da assinatura',
  certificate_issued: 'Certificado emitido',
  data_export_ready: 'Seus dados prontos para baixar',
  annual_ending: 'Fim do Plano anual via Pix',
}

/** Defaults when a member never chose: everything in the app; by e-mail (the daily digest) all but likes. */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, { inApp: boolean; email: boolean }> = {
  direct_message: { inApp: true, email: true },
  discussion_reply: { inApp: true, email: true },
  solution_accepted: { inApp: true, email: true },
  post_liked: { inApp: true, email: false },
  payment_failed: { inApp: true, email: true },
  certificate_issued: { inApp: true, email: true },
  data_export_ready: { inApp: true, email: true },
  annual_ending: { inApp: true, email: true },
}

/** A payment failure is always e-mailed (the member must update the card), whatever the preference. */
export const ALWAYS_EMAILED: readonly NotificationKind[] = ['payment_failed']

/**
 * What a notification stores to be worded and linked without another query:
 * who acted, about what, and the named route (with params, query string and
 * the `#anchor` of the reply) it opens. `reply` marks a like on a reply.
 */
export type NotificationData = {
  actorName?: string | null
  subject?: string | null
  reply?: boolean
  route: string
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  anchor?: string | null
  /** annual_ending: the end of the access (ISO) and the São Paulo days left when it was sent */
  until?: string
  days?: number
}

/**
 * The subject events group under while the notification is unread: one
 * notification per conversation, per discussion's replies, per post's likes.
 */
export const notificationGroup = {
  directMessage: (conversationId: number) => `conversation:${conversationId}`,
  discussionReplies: (discussionId: number) => `discussion-replies:${discussionId}`,
  solution: (replyId: number) => `solution:${replyId}`,
  discussionLikes: (discussionId: number) => `discussion-likes:${discussionId}`,
  replyLikes: (replyId: number) => `reply-likes:${replyId}`,
  paymentFailed: (subscriptionId: number) => `payment-failed:${subscriptionId}`,
  certificate: (courseId: number) => `certificate:${courseId}`,
  /** The 7-day and the 1-day reminders share one: an unread 7-day one becomes the 1-day one. */
  annualEnding: (subscriptionId: number) => `annual-ending:${subscriptionId}`,
}

export type NotificationPreference = { inApp: boolean; email: boolean }

/**
 * A member's choice for one kind: what they stored, else the default; a kind
 * in ALWAYS_EMAILED is e-mailed whatever they stored.
 */
export function preferenceFor(
  kind: NotificationKind,
  stored?: Partial<NotificationPreference> | null
): NotificationPreference {
  const fallback = NOTIFICATION_DEFAULTS[kind]
  return {
    inApp: stored?.inApp ?? fallback.inApp,
    email: ALWAYS_EMAILED.includes(kind) || (stored?.email ?? fallback.email),
  }
}

/**
 * Whether an event is stored at all, and whether the bell shows it: off in
 * both places → nothing; e-mail only → a row the bell never shows.
 */
export function deliveryFor(preference: NotificationPreference) {
  return { store: preference.inApp || preference.email, inApp: preference.inApp }
}

/** Latest notifications in the bell's menu, and per page of /notificacoes. */
export const NOTIFICATIONS_MENU_SIZE = 8
export const NOTIFICATIONS_PER_PAGE = 20

/** The number on a badge: none at 0, '9+' above 9. */
export function badgeCount(count: number) {
  if (count <= 0) return null
  return count > 9 ? '9+' : String(count)
}

function unreadPhrase(count: number) {
  return count === 1 ? '1 não lida' : `${count} não lidas`
}

/** 'Notificações, 3 não lidas' — what a screen reader says of the bell. */
export function bellLabel(count: number) {
  return count > 0 ? `Notificações, ${unreadPhrase(count)}` : 'Notificações'
}

/** 'Mensagens, 2 não lidas' — the header's link to the conversations. */
export function messagesLabel(count: number) {
  return count > 0 ? `Mensagens, ${unreadPhrase(count)}` : 'Mensagens'
}

/** Subject of the daily digest e-mail. */
export function digestSubject(total: number) {
  return total === 1
    ? 'Você tem 1 notificação nova na Ganja Talks'
    : `Você tem ${total} notificações novas na Ganja Talks`
}

/**
 * 'Seu Plano anual termina em 7 dias (04/12/2026).' — 'amanhã' at 1 day,
 * 'hoje' at 0; `days` are São Paulo calendar days (annualDaysLeft).
 */
export function annualEndingPhrase(days: number, until: string | Date) {
  const when = days <= 0 ? 'hoje' : days === 1 ? 'amanhã' : `em ${days} dias`
  return `Seu Plano anual termina ${when} (${formatDate(until)}).`
}

/** The pt-BR sentence of a notification; `count` groups events on one subject. */
export function describeNotification(
  kind: NotificationKind,
  data: NotificationData,
  count: number
) {
  const actor = data.actorName?.trim() || 'Alguém'
  const title = data.subject ? `“${data.subject}”` : null
  switch (kind) {
    case 'direct_message':
      return count > 1
        ? `${actor} enviou ${count} novas mensagens`
        : `${actor} enviou uma nova mensagem`
    case 'discussion_reply': {
      const subject = title ?? 'sua discussão'
      return count > 1 ? `${count} novas respostas em ${subject}` : `${actor} respondeu ${subject}`
    }
    case 'solution_accepted':
      return `Sua resposta em ${title ?? 'uma discussão'} foi escolhida como solução`
    case 'post_liked': {
      const post = data.reply
        ? `sua resposta em ${title ?? 'uma discussão'}`
        : (title ?? 'sua publicação')
      const others = count - 1
      return others > 0
        ? `${actor} e mais ${others} ${others === 1 ? 'pessoa' : 'pessoas'} curtiram ${post}`
        : `${actor} curtiu ${post}`
    }
    case 'payment_failed':
      return 'O pagamento da sua assinatura Premium falhou. Atualize o cartão para não perder o acesso.'
    case 'certificate_issued':
      return `Seu certificado de ${title ?? 'conclusão'} foi emitido`
    case 'data_export_ready':
      return 'Seus dados estão prontos para baixar'
    case 'annual_ending':
      if (!data.until)
        return 'Seu Plano anual está terminando. Renove com Pix para manter o acesso.'
      return `${annualEndingPhrase(data.days ?? 0, data.until)} Renove com Pix para manter o acesso.`
  }
}
