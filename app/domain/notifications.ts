/*
| Notification kinds, what each says in pt-BR and the defaults of the
| per-kind preferences (in-app and/or e-mail). Shared by the server
| (#domain/notifications) and the pages (@domain/notifications).
*/

export const NOTIFICATION_KINDS = [
  'direct_message',
  'discussion_reply',
  'solution_accepted',
  'post_liked',
  'payment_failed',
  'certificate_issued',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  direct_message: 'Mensagens diretas',
  discussion_reply: 'Respostas às suas discussões',
  solution_accepted: 'Sua resposta escolhida como solução',
  post_liked: 'Curtidas nas suas publicações',
  payment_failed: 'Falha no pagamento da assinatura',
  certificate_issued: 'Certificado emitido',
}

/** Defaults when a member never chose: everything in the app; by e-mail only what needs action. */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, { inApp: boolean; email: boolean }> = {
  direct_message: { inApp: true, email: true },
  discussion_reply: { inApp: true, email: true },
  solution_accepted: { inApp: true, email: true },
  post_liked: { inApp: true, email: false },
  payment_failed: { inApp: true, email: true },
  certificate_issued: { inApp: true, email: true },
}

/** A payment failure is always e-mailed (the member must update the card), whatever the preference. */
export const ALWAYS_EMAILED: readonly NotificationKind[] = ['payment_failed']

/**
 * What a notification stores to be worded and linked without another query:
 * who acted, about what, and the named route (with params) it opens.
 */
export type NotificationData = {
  actorName?: string | null
  subject?: string | null
  route: string
  params?: Record<string, string | number>
  query?: Record<string, string | number>
}

/** The pt-BR sentence of a notification; `count` groups events on one subject. */
export function describeNotification(
  kind: NotificationKind,
  data: NotificationData,
  count: number
) {
  const actor = data.actorName?.trim() || 'Alguém'
  const subject = data.subject ? `“${data.subject}”` : 'sua publicação'
  switch (kind) {
    case 'direct_message':
      return count > 1
        ? `${actor} enviou ${count} novas mensagens`
        : `${actor} enviou uma nova mensagem`
    case 'discussion_reply':
      return count > 1 ? `${count} novas respostas em ${subject}` : `${actor} respondeu ${subject}`
    case 'solution_accepted':
      return `Sua resposta em ${subject} foi escolhida como solução`
    case 'post_liked':
      return count > 1
        ? `${actor} e mais ${count - 1} curtiram ${subject}`
        : `${actor} curtiu ${subject}`
    case 'payment_failed':
      return 'O pagamento da sua assinatura Premium falhou. Atualize o cartão para não perder o acesso.'
    case 'certificate_issued':
      return `Seu certificado de ${subject} foi emitido`
  }
}
