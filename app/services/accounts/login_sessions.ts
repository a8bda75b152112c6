import { randomBytes } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import Subscription from '#models/subscription'
import User from '#models/user'
import { afterModelWrites } from '#services/platform/model_writes'
import { forgetTags } from '#services/platform/forget_tags'
import { modelFromJson } from '#services/platform/model_json'

/** Session key holding the id of the member's login_sessions row. */
export const LOGIN_SESSION_KEY = 'auth_login_session'

type Opening = { userId: number; userAgent?: string | null; ip?: string | null }

/** What every signed-in page reads about its member besides the user row (header, premium rule). */
export type ViewerRows = {
  profile: Profile | null
  adminRole: AdminUser | null
  subscription: Subscription | null
}

/*
 * The session check read together with the user (userWithViewer), taken by
 * the request's check (openWithViewer): null when the sign-in was closed.
 */
const viewerChecks = new WeakMap<User, ViewerRows | null>()

/**
 * The server side of a signed-in session (table login_sessions): a row per
 * sign-in, checked on every signed-in request, deleted at sign-out. With it
 * a copy of an old cookie stops working even with cookie sessions.
 */
export default class LoginSessions {
  static async open({ userId, userAgent, ip }: Opening) {
    const id = randomBytes(24).toString('base64url')
    await db.table('login_sessions').insert({
      id,
      user_id: userId,
      user_agent: userAgent?.slice(0, 300) ?? null,
      ip: ip?.slice(0, 64) ?? null,
    })
    return id
  }

  /**
   * The signed-in member of a request with its session check: the user row,
   * whether the sign-in `loginId` is still open, and the member's profile,
   * admin role and subscription (which every page reads anyway). Read in one
   * query, then remembered for VIEWER_TTL so a member's next requests ask
   * the database nothing (see `viewerRow`). The auth guard reads its user
   * through this (`config/auth.ts`), so the session check
   * (`AccountSession.isValid`) asks nothing more. Null when there is no such user.
   */
  static async userWithViewer(userId: unknown, loginId: unknown): Promise<User | null> {
    const id = Number(userId)
    if (!Number.isSafeInteger(id) || id <= 0) return null
    const login = isLoginId(loginId) ? loginId : ''
    const row = await sessionChecks().getOrSet({
      key: `viewer ${id} ${login}`,
      tags: [viewerTag(id), loginTag(login)],
      ttl: VIEWER_TTL,
      skipL2Write: true,
      factory: () => readViewerRow(id, login),
    })
    if (!row) return null
    /* Models made afresh for each request from the remembered JSON: no request sees another's changes. */
    const user = modelFromJson(User, row.user)!
    viewerChecks.set(
      user,
      row.open
        ? {
            profile: modelFromJson(Profile, row.profile),
            adminRole: modelFromJson(AdminUser, row.adminRole),
            subscription: modelFromJson(Subscription, row.subscription),
          }
        : null
    )
    return user
  }

  /**
   * The session check of a signed-in request: the member's rows when the
   * sign-in `id` is still open, null when it was closed. Read with the user
   * when the guard loaded it through `userWithViewer`; for a user the guard
   * did not load (signed in during this request), the same remembered check.
   */
  static async openWithViewer(id: unknown, user: User): Promise<ViewerRows | null> {
    const checked = viewerChecks.get(user)
    if (checked !== undefined) {
      viewerChecks.delete(user)
      return checked
    }
    const loaded = await LoginSessions.userWithViewer(user.id, id)
    const rows = loaded ? (viewerChecks.get(loaded) ?? null) : null
    if (loaded) viewerChecks.delete(loaded)
    return rows
  }

  /** Sign-out: the row goes, and every instance forgets the session's check at once. */
  static async close(id: unknown) {
    if (!isLoginId(id)) return
    await db.from('login_sessions').where('id', id).delete()
    await forgetChecks([loginTag(id)])
  }

  /** 'Sair de todas as sessões' and a new password: every sign-in of the member ends. */
  static async closeAll(userId: number) {
    await db.from('login_sessions').where('user_id', userId).delete()
    await forgetChecks([viewerTag(userId)])
  }

  /** Test clients' loginAs opens a login session the way a real sign-in does. */
  static async sessionValuesForClient(userId: number) {
    return { [LOGIN_SESSION_KEY]: await this.open({ userId, userAgent: 'cliente de testes' }) }
  }
}

/**
 * How long a signed-in session's check is remembered. Sign-out and
 * 'Sair de todas as sessões' forget it at once (on every instance, through
 * the cache's bus), and so does any save of the member's user, profile,
 * admin role or subscription; the few seconds only bound changes made
 * outside the app (psql).
 */
export const VIEWER_TTL = '5s'

const viewerTag = (userId: number) => `viewer:${userId}`
const loginTag = (loginId: string) => `login:${loginId}`
const sessionChecks = () => cache.use('sessions')

/** The remembered check: JSON of the rows, so each request builds its own models. */
type ViewerRow = {
  user: Record<string, unknown>
  open: boolean
  profile: Record<string, unknown> | null
  adminRole: Record<string, unknown> | null
  subscription: Record<string, unknown> | null
}

async function readViewerRow(id: number, login: string): Promise<ViewerRow | null> {
  const row = await db
    .from('users')
    // raw SQL: to_jsonb(row) of joined tables, read with the user in one query
    .select(
      db.raw(
        'to_jsonb(users) as user, to_jsonb(p) as profile, to_jsonb(a) as admin_role, ' +
          'to_jsonb(s) as subscription, (ls.id is not null) as login_open'
      )
    )
    .leftJoin('login_sessions as ls', (join) => {
      join.on('ls.user_id', 'users.id').andOnVal('ls.id', login)
    })
    .leftJoin('profiles as p', 'p.user_id', 'users.id')
    .leftJoin('admin_users as a', 'a.user_id', 'users.id')
    .leftJoin('subscriptions as s', 's.user_id', 'users.id')
    .where('users.id', id)
    .first()
  if (!row) return null
  return {
    user: row.user,
    open: row.login_open,
    profile: row.profile,
    adminRole: row.admin_role,
    subscription: row.subscription,
  }
}

function forgetChecks(tags: string[]) {
  return forgetTags(tags, 'sessions')
}

let watching = false
/** A save or delete of a member's user, profile, admin role or subscription forgets their checks. */
export function forgetSessionChecksOnWrites() {
  if (watching) return
  watching = true
  afterModelWrites([User], (user) => forgetChecks([viewerTag((user as User).id)]))
  afterModelWrites([Profile, AdminUser, Subscription], (row) =>
    forgetChecks([viewerTag(Number((row as Profile).userId))])
  )
}

function isLoginId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 64
}
