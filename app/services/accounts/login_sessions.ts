import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import Subscription from '#models/subscription'
import User from '#models/user'

/** Session key holding the id of the member's login_sessions row. */
export const LOGIN_SESSION_KEY = 'auth_login_session'

type Opening = { userId: number; userAgent?: string | null; ip?: string | null }

/** What every signed-in page reads about its member besides the user row (header, premium rule). */
export type ViewerRows = {
  profile: Profile | null
  adminRole: AdminUser | null
  subscription: Subscription | null
}

/**
 * A model from a row read as JSON (`to_jsonb(row)`, whatever its columns,
 * like `select *`), or null when the join found none. JSON carries
 * timestamps as ISO strings, which Lucid reads from Date objects.
 */
function modelFromJson<Model extends LucidModel>(
  model: Model,
  json: Record<string, unknown> | null
): InstanceType<Model> | null {
  if (!json) return null
  const values = { ...json }
  for (const { columnName, meta } of model.$columnsDefinitions.values()) {
    const value = values[columnName]
    if (meta?.type === 'datetime' && typeof value === 'string') values[columnName] = new Date(value)
  }
  return model.$createFromAdapterResult(values) as InstanceType<Model> | null
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
   * The signed-in member of a request with its session check, in one query:
   * the user row, whether the sign-in `loginId` is still open, and the
   * member's profile, admin role and subscription (which every page reads
   * anyway). The auth guard reads its user through this
   * (`config/auth.ts`), so the session check (`AccountSession.isValid`)
   * asks the database nothing more. Null when there is no such user.
   */
  static async userWithViewer(userId: unknown, loginId: unknown): Promise<User | null> {
    const id = Number(userId)
    if (!Number.isSafeInteger(id) || id <= 0) return null
    const user = await User.query()
      .select('users.*')
      // raw SQL: to_jsonb(row) of joined tables, read with the user in one query
      .select(
        db.raw(
          'to_jsonb(p) as viewer_profile, to_jsonb(a) as viewer_admin_role, ' +
            'to_jsonb(s) as viewer_subscription, (ls.id is not null) as viewer_login_open'
        )
      )
      .leftJoin('login_sessions as ls', (join) => {
        join.on('ls.user_id', 'users.id').andOnVal('ls.id', isLoginId(loginId) ? loginId : '')
      })
      .leftJoin('profiles as p', 'p.user_id', 'users.id')
      .leftJoin('admin_users as a', 'a.user_id', 'users.id')
      .leftJoin('subscriptions as s', 's.user_id', 'users.id')
      .where('users.id', id)
      .first()
    if (!user) return null
    const extras = user.$extras
    viewerChecks.set(
      user,
      extras.viewer_login_open
        ? {
            profile: modelFromJson(Profile, extras.viewer_profile),
            adminRole: modelFromJson(AdminUser, extras.viewer_admin_role),
            subscription: modelFromJson(Subscription, extras.viewer_subscription),
          }
        : null
    )
    for (const key of Object.keys(extras)) if (key.startsWith('viewer_')) delete extras[key]
    return user
  }

  /**
   * The session check of a signed-in request: the member's rows when the
   * sign-in `id` is still open, null when it was closed. Read with the user
   * when the guard loaded it through `userWithViewer`; one query otherwise.
   */
  static async openWithViewer(id: unknown, user: User): Promise<ViewerRows | null> {
    const checked = viewerChecks.get(user)
    if (checked !== undefined) {
      viewerChecks.delete(user)
      return checked
    }
    if (!isLoginId(id)) return null
    const row = await db
      .from('login_sessions as ls')
      .leftJoin('profiles as p', 'p.user_id', 'ls.user_id')
      .leftJoin('admin_users as a', 'a.user_id', 'ls.user_id')
      .leftJoin('subscriptions as s', 's.user_id', 'ls.user_id')
      .where('ls.id', id)
      .where('ls.user_id', user.id)
      // raw SQL: to_jsonb(row) of joined tables, read in one query
      .select(
        db.raw('to_jsonb(p) as profile, to_jsonb(a) as admin_role, to_jsonb(s) as subscription')
      )
      .first()
    if (!row) return null
    return {
      profile: modelFromJson(Profile, row.profile),
      adminRole: modelFromJson(AdminUser, row.admin_role),
      subscription: modelFromJson(Subscription, row.subscription),
    }
  }

  static async close(id: unknown) {
    if (typeof id === 'string') await db.from('login_sessions').where('id', id).delete()
  }

  /** 'Sair de todas as sessões' and a new password: every sign-in of the member ends. */
  static async closeAll(userId: number) {
    await db.from('login_sessions').where('user_id', userId).delete()
  }

  /** Test clients' loginAs opens a login session the way a real sign-in does. */
  static async sessionValuesForClient(userId: number) {
    return { [LOGIN_SESSION_KEY]: await this.open({ userId, userAgent: 'cliente de testes' }) }
  }
}

function isLoginId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 64
}
