import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AccountService from '#services/accounts/account_service'
import AuthThrottle from '#services/accounts/auth_throttle'
import EmailVerificationService from '#services/accounts/email_verification_service'
import { VERIFICATION_REQUESTED_KEY } from '#services/accounts/account_session'
import { flashError, flashToast } from '#services/platform/flash'
import { signupValidator } from '#validators/auth'
import { AUTH_TOASTS, tooManyAttemptsText } from '#domain/accounts/auth_messages'

@inject()
export default class SignupController {
  constructor(
    private accounts: AccountService,
    private verification: EmailVerificationService,
    private throttle: AuthThrottle
  ) {}

  /**
   * Sign-up: creates the account and its profile, sends the confirmation
   * e-mail. An address that already has an account gets the same answer
   * (the page never tells who is registered); its owner gets an e-mail instead.
   * Anything unexpected is answered by the route's declared toast.
   */
  async store({ request, response, session }: HttpContext) {
    const data = await request.validateUsing(signupValidator)
    const wait = await this.throttle.attempt(AuthThrottle.signUpRules(request.ip()))
    if (wait !== null) {
      session.flashOnly(['fullName', 'email'])
      flashError(session, AUTH_TOASTS.tooManyAttempts.title, tooManyAttemptsText(wait))
      return response.redirect().toRoute('auth.show')
    }
    const account = await this.accounts.register(data)
    if (!account) await this.verification.answerDuplicateSignup(data.email)
    session.put(VERIFICATION_REQUESTED_KEY, data.email)
    session.flash('pendingVerificationEmail', data.email)
    flashToast(session, AUTH_TOASTS.signupSuccess.title, AUTH_TOASTS.signupSuccess.description)
    return response.redirect().toRoute('auth.verification.notice')
  }
}
