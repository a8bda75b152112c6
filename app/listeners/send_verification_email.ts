import { inject } from '@adonisjs/core'
import type UserRegistered from '#events/user_registered'
import EmailVerificationService from '#services/accounts/email_verification_service'

/** Sends the confirmation e-mail of a new account. */
@inject()
export default class SendVerificationEmail {
  constructor(private verification: EmailVerificationService) {}

  async handle(event: UserRegistered) {
    await this.verification.send(event.user)
  }
}
