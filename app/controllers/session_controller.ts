import { inject } from '@adonisjs/core'
import { errors as authErrors } from '@adonisjs/auth'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import AuthThrottle from '#services/accounts/auth_throttle'
import AccountSession from '#services/accounts/account_session'
import { flashError, flashToast } from '#services/platform/flash'
import { loginValidator } from '#validators/auth'
import { AUTH_TOASTS, tooManyAttemptsText } from '#domain/accounts/auth_messages'
import { deletionScheduledText, PRIVACY_TEXTS } from '#domain/accounts/privacy'

@inject()
export default class SessionController {
  constructor(
    private throttle: AuthThrottle,
    private sessions: AccountSession
  ) {}

  /** /auth: 'Criar Conta' by default, 'Fazer Login' with ?aba=login. */
  async create({ inertia, request }: HttpContext) {
    const tab = request.qs().aba === 'login' ? 'login' : 'signup'
    return inertia.render('auth/show', { tab })
  }

  /**
   * Public pages reach visitors without a session and carry no CSRF token
   * (#domain/public_pages). Before its first write such a visitor's page
   * asks here (inertia/lib/csrf_cookie.ts): the session and Shield's
   * XSRF-TOKEN cookie start with this answer.
   */
  csrf({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return response.noContent()
  }

  /**
   * Sign-in: throttled per IP + e-mail, per e-mail and per IP; unconfirmed
   * accounts are stopped with a way to resend. Anything unexpected is
   * answered by the route's declared toast (start/routes/auth.ts).
   */
  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const backToLogin = () => {
      session.flashOnly(['email'])
      return response.redirect().toRoute('auth.show', {}, { qs: { aba: 'login' } })
    }

    const rules = AuthThrottle.signInRules(request.ip(), email)
    const wait = await this.throttle.blockedFor(rules)
    if (wait !== null) {
      flashError(session, AUTH_TOASTS.loginError.title, tooManyAttemptsText(wait))
      return backToLogin()
    }

    let user: User
    try {
      user = await User.verifyCredentials(email, password)
    } catch (error) {
      if (!(error instanceof authErrors.E_INVALID_CREDENTIALS)) throw error
      await this.throttle.hit(rules)
      flashError(
        session,
        AUTH_TOASTS.invalidCredentials.title,
        AUTH_TOASTS.invalidCredentials.description
      )
      return backToLogin()
    }
    await this.throttle.forget(rules[0])

    if (!user.emailVerifiedAt) {
      session.flash('pendingVerificationEmail', user.email)
      flashError(
        session,
        AUTH_TOASTS.emailNotConfirmed.title,
        AUTH_TOASTS.emailNotConfirmed.description
      )
      return response.redirect().toRoute('auth.verification.notice')
    }

    await this.sessions.start(ctx, user)
    /* During the grace period the member lands on the pending deletion, with 'Cancelar exclusão'. */
    if (user.deletionScheduledFor) {
      flashToast(
        session,
        PRIVACY_TEXTS.deletionPendingOnSignIn,
        deletionScheduledText(user.deletionScheduledFor.toJSDate())
      )
      return response.redirect().toRoute('privacy.show')
    }
    flashToast(session, AUTH_TOASTS.loginSuccess.title, AUTH_TOASTS.loginSuccess.description)
    const intended = this.sessions.takeIntendedUrl(session)
    return intended ? response.redirect(intended) : response.redirect().toRoute('dashboard')
  }

  /** Sign-out (POST): ends the session and goes home with 'Você saiu da conta'. */
  async destroy(ctx: HttpContext) {
    const { response, session } = ctx
    await this.sessions.end(ctx)
    flashToast(session, AUTH_TOASTS.logoutSuccess.title, AUTH_TOASTS.logoutSuccess.description)
    return response.redirect().toRoute('home')
  }

  /** 'Sair de todas as sessões' (profile): every sign-in of the member ends, this one too. */
  async destroyEverywhere(ctx: HttpContext) {
    const { response, session, auth } = ctx
    await this.sessions.endEverywhere(ctx, auth.getUserOrFail())
    flashToast(
      session,
      AUTH_TOASTS.loggedOutEverywhere.title,
      AUTH_TOASTS.loggedOutEverywhere.description
    )
    return response.redirect().toRoute('auth.show', {}, { qs: { aba: 'login' } })
  }
}
