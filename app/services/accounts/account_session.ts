import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { isLocalPath } from '#domain/platform/links'
import LoginSessions, { LOGIN_SESSION_KEY } from '#services/accounts/login_sessions'
import { rememberSubscription } from '#services/subscription/subscription_status_service'
import PushService from '#services/messaging/push_service'
import { PUSH_DEVICE_COOKIE } from '#domain/messaging/push'

/** Session key holding the user's session version at sign-in (see SessionVersionMiddleware). */
export const SESSION_VERSION_KEY = 'auth_session_version'

/** Session key where the auth middleware remembers the page a signed-out visitor asked for. */
export const INTENDED_URL_KEY = 'intended_url'

/**
 * Session key with the e-mail whose confirmation link this browser asked for
 * (sign-up or resend): only then does opening the link sign the visitor in.
 */
export const VERIFICATION_REQUESTED_KEY = 'verification_requested_for'

/** Opening and closing a member's session. */
export default class AccountSession {
  /**
   * Signs the user in: the auth guard stores the id and rotates the session id
   * (session fixation), and the session remembers the user's session version.
   */
  async start(ctx: HttpContext, user: User) {
    await ctx.auth.use('web').login(user)
    ctx.session.put(SESSION_VERSION_KEY, user.sessionVersion ?? 0)
    const loginId = await LoginSessions.open({
      userId: user.id,
      userAgent: ctx.request.header('user-agent'),
      ip: ctx.request.ip(),
    })
    ctx.session.put(LOGIN_SESSION_KEY, loginId)
  }

  /** Signs out: the login row goes, so a copy of this cookie is signed out too. */
  async end(ctx: HttpContext) {
    await this.forgetPushDevice(ctx)
    await LoginSessions.close(ctx.session.get(LOGIN_SESSION_KEY))
    await ctx.auth.use('web').logout()
    ctx.session.forget(SESSION_VERSION_KEY)
    ctx.session.forget(LOGIN_SESSION_KEY)
    ctx.session.regenerate()
  }

  /** 'Sair de todas as sessões': every device of the member, this one included. */
  async endEverywhere(ctx: HttpContext, user: User) {
    await LoginSessions.closeAll(user.id)
    await new PushService().unsubscribeAll(user.id)
    await this.end(ctx)
  }

  /** This browser stops receiving the member's pushes (its endpoint is in an encrypted cookie). */
  private async forgetPushDevice(ctx: HttpContext) {
    const endpoint = ctx.request.encryptedCookie(PUSH_DEVICE_COOKIE)
    const user = ctx.auth.user
    if (user && typeof endpoint === 'string') await new PushService().unsubscribe(user.id, endpoint)
    if (endpoint !== undefined && endpoint !== null) ctx.response.clearCookie(PUSH_DEVICE_COOKIE)
  }

  /** False when the session was signed out elsewhere or opened before a new password. */
  async isValid(ctx: HttpContext, user: User) {
    if (Number(ctx.session.get(SESSION_VERSION_KEY, 0)) !== (user.sessionVersion ?? 0)) return false
    const viewer = await LoginSessions.openWithViewer(ctx.session.get(LOGIN_SESSION_KEY), user)
    if (!viewer) return false
    /* Read with the check, so the header, policies and premium rule ask nothing more. */
    user.$setRelated('profile', viewer.profile)
    user.$setRelated('adminRole', viewer.adminRole)
    rememberSubscription(user, viewer.subscription)
    return true
  }

  /** Where to go after signing in: the remembered page when it is a local path, else null. */
  takeIntendedUrl(session: HttpContext['session']) {
    const url = session.pull(INTENDED_URL_KEY)
    return typeof url === 'string' && isLocalPath(url) ? url : null
  }
}
