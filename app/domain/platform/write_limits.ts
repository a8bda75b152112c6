/*
| Limits on member writes (issue #28): one table of named kinds, each with a
| limit per member and a higher one per IP (a school or a classroom may share
| one address). start/limiter.ts turns them into route throttles;
| RATE_LIMITS (start/env.ts) overrides any of them.
*/
import { retryAfterText } from '#domain/accounts/auth_messages'
import { MENTOR_DEFAULTS } from '#domain/mentor/mentor'

export type Window = { requests: number; duration: string }
export type WriteLimit = { member: Window; ip: Window; what: string }

const w = (requests: number, duration: string): Window => ({ requests, duration })

/** Defaults, documented in docs/operations.md and explained in docs/decisions.md. */
export const WRITE_LIMITS = {
  forum_post: { member: w(5, '10m'), ip: w(20, '10m'), what: 'Muitas discussões' },
  forum_edit: { member: w(30, '10m'), ip: w(120, '10m'), what: 'Muitas edições no fórum' },
  forum_reply: { member: w(10, '5m'), ip: w(40, '5m'), what: 'Muitas respostas' },
  reaction: { member: w(60, '1m'), ip: w(300, '1m'), what: 'Muitas reações' },
  report: { member: w(5, '10m'), ip: w(20, '10m'), what: 'Muitas denúncias' },
  moderation: { member: w(60, '1m'), ip: w(200, '1m'), what: 'Muitas ações de moderação' },
  newsletter: { member: w(3, '10m'), ip: w(10, '1h'), what: 'Muitas inscrições na newsletter' },
  conversation_start: { member: w(10, '10m'), ip: w(40, '10m'), what: 'Muitas conversas novas' },
  message: { member: w(30, '1m'), ip: w(120, '1m'), what: 'Muitas mensagens' },
  block: { member: w(20, '10m'), ip: w(80, '10m'), what: 'Muitos bloqueios' },
  review: { member: w(10, '10m'), ip: w(40, '10m'), what: 'Muitas avaliações' },
  favorite: { member: w(30, '1m'), ip: w(150, '1m'), what: 'Muitos favoritos' },
  profile: { member: w(10, '10m'), ip: w(40, '10m'), what: 'Muitas alterações de perfil' },
  avatar: { member: w(5, '10m'), ip: w(20, '10m'), what: 'Muitas fotos de perfil' },
  lesson_progress: { member: w(120, '1m'), ip: w(600, '1m'), what: 'Muitos registros de estudo' },
  notes: { member: w(60, '1m'), ip: w(300, '1m'), what: 'Muitas anotações salvas' },
  quiz: { member: w(60, '1m'), ip: w(300, '1m'), what: 'Muitas respostas de quiz' },
  /* The member's limit is MENTOR_PER_MINUTE (start/limiter.ts reads the mentor's settings). */
  mentor: { member: w(MENTOR_DEFAULTS.perMinute, '1m'), ip: w(30, '1m'), what: 'Muitas perguntas' },
  mentor_chat: { member: w(30, '1m'), ip: w(150, '1m'), what: 'Muitas ações no Mentor IA' },
  notification_read: { member: w(120, '1m'), ip: w(600, '1m'), what: 'Muitas leituras de avisos' },
  preferences: {
    member: w(20, '10m'),
    ip: w(80, '10m'),
    what: 'Muitas alterações de preferências',
  },
  checkout: { member: w(10, '10m'), ip: w(40, '10m'), what: 'Muitos pedidos de pagamento' },
  logout: { member: w(20, '1m'), ip: w(100, '1m'), what: 'Muitas saídas' },
  data_export: { member: w(3, '1h'), ip: w(20, '1h'), what: 'Muitos pedidos dos seus dados' },
  account_deletion: {
    member: w(10, '10m'),
    ip: w(40, '10m'),
    what: 'Muitas tentativas de excluir a conta',
  },
  admin_write: { member: w(300, '1m'), ip: w(600, '1m'), what: 'Muitas alterações no painel' },
} satisfies Record<string, WriteLimit>

export type WriteKind = keyof typeof WRITE_LIMITS

export function isWriteKind(name: string): name is WriteKind {
  return Object.hasOwn(WRITE_LIMITS, name)
}

const DURATION = /^(\d+)(s|m|h)$/
const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const

/** '10m' → 600 (seconds). */
export function durationSeconds(duration: string) {
  const match = DURATION.exec(duration)
  if (!match) throw new Error(`duração inválida: ${duration}`)
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS]
}

export type LimitOverrides = Partial<Record<WriteKind, Partial<Pick<WriteLimit, 'member' | 'ip'>>>>

/**
 * RATE_LIMITS: comma-separated `kind=N/duration` (the member's limit) or
 * `kind.ip=N/duration` (the IP's), durations as 30s, 10m, 1h. Throws a pt-BR
 * message naming the bad entry, so the boot stops on a typo.
 */
export function parseRateLimits(value: string | undefined): LimitOverrides {
  const overrides: LimitOverrides = {}
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const match = /^([a-z_]+)(\.ip)?=(\d+)\/(\d+[smh])$/.exec(entry)
    if (!match || !isWriteKind(match[1]) || Number(match[3]) < 1) {
      throw new Error(
        `RATE_LIMITS: "${entry}" não é válido (use tipo=N/duração ou tipo.ip=N/duração, com tipos de docs/operations.md)`
      )
    }
    const kind = match[1]
    overrides[kind] = {
      ...overrides[kind],
      [match[2] ? 'ip' : 'member']: w(Number(match[3]), match[4]),
    }
  }
  return overrides
}

/** The refusal: 'Muitas respostas em pouco tempo. Tente de novo em 40 segundos.' */
export function tooManyWritesText(kind: WriteKind, secondsLeft: number) {
  return `${WRITE_LIMITS[kind].what} em pouco tempo. Tente de novo ${retryAfterText(secondsLeft)}.`
}

export const TOO_MANY_WRITES_TITLE = 'Calma, vamos com menos pressa'
