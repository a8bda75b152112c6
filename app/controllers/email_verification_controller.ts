import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AuthThrottle from '#services/accounts/auth_throttle'
import EmailVerificationService, {
  EMAIL_VERIFICATION_PURPOSE,
} from '#services/accounts/email_verification_service'
import AccountSession, { VERIFICATION_REQUESTED_KEY } from '#services/accounts/account_session'
import { flashError, flashToast } from '#services/platform/flash'
import { emailOnlyValidator } from '#validators/auth'
import { AUTH_TOASTS, tooManyAttemptsText } from '#domain/accounts/auth_messages'

@inject()
export default class EmailVerificationController {
  constructor(
    private verification: EmailVerificationService,
    private throttle: AuthThrottle,
    private sessions: AccountSession
  ) {}

  /** 'Confirme seu e-mail': where sign-up and an unconfirmed sign-in land, with the resend form. */
  async notice({ inertia, session }: HttpContext) {
    const email = session.flashMessages.get('pendingVerificationEmail')
    return inertia.render('auth/verify_email', { email: typeof email === 'string' ? email : null })
  }

  async resend({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(emailOnlyValidator)
    const wait = await this.throttle.attempt(
      AuthThrottle.mailRules('verification', request.ip(), email)
    )
    session.flash('pendingVerificationEmail', email)
    session.put(VERIFICATION_REQUESTED_KEY, email)
    if (wait !== null) {
      flashError(session, AUTH_TOASTS.tooManyAttempts.title, tooManyAttemptsText(wait))
    } else {
      await this.verification.resendTo(email)
      flashToast(
        session,
        AUTH_TOASTS.verificationSent.title,
        AUTH_TOASTS.verificationSent.description
      )
    }
    return response.redirect().toRoute('auth.verification.notice')
  }

  /**
   * The link of the e-mail: confirms the account; signs the user in (and lands
   * on the dashboard) only in the browser that asked for the link, never
   * switching a signed-in member to another account.
   */
  async verify(ctx: HttpContext) {
    const { request, response, session, params, auth } = ctx
    const result = request.hasValidSignature(EMAIL_VERIFICATION_PURPOSE)
      ? await this.verification.confirm(Number(params.id))
      : ({ status: 'unknown' } as const)

    if (result.status === 'unknown') {
      flashError(
        session,
        AUTH_TOASTS.verificationLinkInvalid.title,
        AUTH_TOASTS.verificationLinkInvalid.description
      )
      return response.redirect().toRoute('auth.verification.notice')
    }
    if (result.status === 'already_confirmed') {
      if (auth.user?.id === result.user.id) return response.redirect().toRoute('dashboard')
      flashToast(
        session,
        AUTH_TOASTS.emailAlreadyConfirmed.title,
        AUTH_TOASTS.emailAlreadyConfirmed.description
      )
      return response.redirect().toRoute('auth.show', {}, { qs: { aba: 'login' } })
    }
    /* Signing in from the link only when nobody is signed in and this browser asked for it. */
    const requested = session.get(VERIFICATION_REQUESTED_KEY) === result.user.email
    if (auth.user || !requested) {
      const toast = auth.user
        ? AUTH_TOASTS.emailConfirmedOtherAccount
        : AUTH_TOASTS.emailConfirmedSignIn
      flashToast(session, toast.title, toast.description)
      return auth.user
        ? response.redirect().toRoute('dashboard')
        : response.redirect().toRoute('auth.show', {}, { qs: { aba: 'login' } })
    }
    session.forget(VERIFICATION_REQUESTED_KEY)
    await this.sessions.start(ctx, result.user)
    flashToast(session, AUTH_TOASTS.emailConfirmed.title, AUTH_TOASTS.emailConfirmed.description)
    return response.redirect().toRoute('dashboard')
  }
}
