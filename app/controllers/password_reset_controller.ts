import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AuthThrottle from '#services/accounts/auth_throttle'
import PasswordResetService from '#services/accounts/password_reset_service'
import AccountSession from '#services/accounts/account_session'
import { flashError, flashToast } from '#services/platform/flash'
import { emailOnlyValidator, resetPasswordValidator } from '#validators/auth'
import { AUTH_TOASTS, tooManyAttemptsText } from '#domain/accounts/auth_messages'

@inject()
export default class PasswordResetController {
  constructor(
    private resets: PasswordResetService,
    private throttle: AuthThrottle,
    private sessions: AccountSession
  ) {}

  /** 'Esqueceu sua senha?': asks for the e-mail. */
  async create({ inertia, session }: HttpContext) {
    const sentTo = session.flashMessages.get('resetRequestedFor')
    return inertia.render('auth/forgot_password', {
      sentTo: typeof sentTo === 'string' ? sentTo : null,
    })
  }

  /** Same answer whether or not the e-mail has an account. */
  async store({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(emailOnlyValidator)
    const wait = await this.throttle.attempt(AuthThrottle.mailRules('reset', request.ip(), email))
    if (wait !== null) {
      session.flashOnly(['email'])
      flashError(session, AUTH_TOASTS.tooManyAttempts.title, tooManyAttemptsText(wait))
      return response.redirect().toRoute('auth.password.request')
    }
    await this.resets.requestReset(email)
    session.flash('resetRequestedFor', email)
    flashToast(session, AUTH_TOASTS.resetRequested.title, AUTH_TOASTS.resetRequested.description)
    return response.redirect().toRoute('auth.password.request')
  }

  /** The link of the e-mail: the new-password form, or an explanation when the link no longer works. */
  async edit({ inertia, request }: HttpContext) {
    const user = await this.resets.userForLink(request)
    return inertia.render('auth/reset_password', {
      linkValid: Boolean(user),
      email: user?.email ?? null,
      action: user ? request.url(true) : null,
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session } = ctx
    const user = await this.resets.userForLink(request)
    if (!user) {
      flashError(
        session,
        AUTH_TOASTS.resetLinkInvalid.title,
        AUTH_TOASTS.resetLinkInvalid.description
      )
      return response.redirect().toRoute('auth.password.request')
    }
    const { password } = await request.validateUsing(resetPasswordValidator)
    await this.resets.reset(user, password)
    await this.sessions.start(ctx, user)
    flashToast(session, AUTH_TOASTS.resetDone.title, AUTH_TOASTS.resetDone.description)
    return response.redirect().toRoute('dashboard')
  }
}
