import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AccountService from '#services/account_service'
import { EmailAlreadyRegisteredError } from '#exceptions/email_already_registered_error'
import { flashError, flashToast } from '#services/flash'
import { signupValidator } from '#validators/auth'
import { AUTH_TOASTS } from '#domain/auth_messages'

@inject()
export default class SignupController {
  constructor(private accounts: AccountService) {}

  /** Sign-up: creates the account and its profile, sends the confirmation e-mail. */
  async store({ request, response, session, logger }: HttpContext) {
    const data = await request.validateUsing(signupValidator)
    try {
      await this.accounts.register(data)
    } catch (error) {
      session.flashOnly(['fullName', 'email'])
      if (error instanceof EmailAlreadyRegisteredError) {
        flashError(session, AUTH_TOASTS.emailTaken.title, AUTH_TOASTS.emailTaken.description)
      } else {
        logger.error({ err: error }, 'falha ao criar conta')
        flashError(
          session,
          AUTH_TOASTS.signupError.title,
          'Não foi possível criar sua conta agora. Tente novamente.'
        )
      }
      return response.redirect().toRoute('auth.show')
    }
    session.flash('pendingVerificationEmail', data.email)
    flashToast(session, AUTH_TOASTS.signupSuccess.title, AUTH_TOASTS.signupSuccess.description)
    return response.redirect().toRoute('auth.verification.notice')
  }
}
