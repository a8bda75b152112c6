/*
| Direct messages: the limits of a message, the time label of the message
| pane and the pt-BR refusals. Shared by the server (#domain/messages) and the
| pages (@domain/messages).
*/
import { TIME_ZONE, formatTime } from '../platform/format.js'

export const MESSAGE_LIMITS = {
  /** Characters of one message after trimming (UTF-16 units, like the textarea's maxLength). */
  maxLength: 2000,
  /** Messages one member may send per minute, over all their conversations. */
  perMinute: 30,
  /** Messages per page of the pane (the newest when a conversation opens, then older ones). */
  pageSize: 30,
  /** Characters of the last message shown under a conversation in the list. */
  excerptLength: 80,
} as const

const DAY_MS = 24 * 60 * 60 * 1000

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
})

/**
 * The time shown on a message: 'hh:mm' while it is under 24 hours old,
 * else 'dd/mm', both in São Paulo time. A time slightly ahead of the clock
 * (another machine's) counts as recent.
 */
export function messageTimeLabel(createdAt: string | Date, now: Date = new Date()) {
  const at = new Date(createdAt)
  return now.getTime() - at.getTime() < DAY_MS ? formatTime(at) : dayMonth.format(at)
}

export type MessageCheck =
  { ok: true; content: string } | { ok: false; reason: 'empty' | 'too_long' }

/** What is stored of a typed message: the text trimmed, refused when nothing is left or it is too long. */
export function checkMessage(raw: string): MessageCheck {
  const content = raw.trim()
  if (content.length === 0) return { ok: false, reason: 'empty' }
  if (content.length > MESSAGE_LIMITS.maxLength) return { ok: false, reason: 'too_long' }
  return { ok: true, content }
}

/** The last message under a conversation's name: one line, cut with '…'. */
export function messageExcerpt(content: string, max: number = MESSAGE_LIMITS.excerptLength) {
  const line = content.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

/** Toasts of the spec's error catalogue (title 'Erro'), and the reasons added to them. */
export const MESSAGE_TOASTS = {
  title: 'Erro',
  loadFailed: 'Não foi possível carregar as conversas.',
  startFailed: 'Não foi possível iniciar a conversa.',
  sendFailed: 'Não foi possível enviar a mensagem.',
} as const

export const MESSAGE_REFUSALS = {
  notParticipant: 'Conversa não encontrada.',
  unknownMember: 'Membro não encontrado.',
  yourself: 'Você não pode enviar mensagens para você mesmo.',
  blockYourself: 'Você não pode bloquear você mesmo.',
  youBlocked: 'Você bloqueou este membro. Desbloqueie para voltar a conversar.',
  blockedYou: 'Este membro não está recebendo mensagens suas.',
  removed: 'Este membro excluiu a conta.',
} as const
