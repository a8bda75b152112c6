import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/** Session key holding the id of the member's login_sessions row. */
export const LOGIN_SESSION_KEY = 'auth_login_session'

type Opening = { userId: number; userAgent?: string | null; ip?: string | null }

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

  static async isOpen(id: unknown, userId: number) {
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) return false
    const row = await db
      .from('login_sessions')
      .where('id', id)
      .where('user_id', userId)
      .select('id')
      .first()
    return Boolean(row)
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
