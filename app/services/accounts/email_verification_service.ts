import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { signedUrlFor, urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import SignupAttemptNotification from '#mails/signup_attempt_notification'
import { appUrl } from '#config/app'

export const EMAIL_VERIFICATION_PURPOSE = 'verify_email'
export const EMAIL_VERIFICATION_TTL = '24h'

export type ConfirmationResult =
  { status: 'confirmed' | 'already_confirmed'; user: User } | { status: 'unknown' }

/** The signed, expiring link that confirms a new account, and what opening it does. */
export default class EmailVerificationService {
  linkFor(user: User) {
    return signedUrlFor(
      'auth.verification.verify',
      { id: user.id },
      { expiresIn: EMAIL_VERIFICATION_TTL, purpose: EMAIL_VERIFICATION_PURPOSE, prefixUrl: appUrl }
    )
  }

  /** Queued so a slow mail server never holds up the page; failures are logged (start/events.ts). */
  async send(user: User) {
    await mail.sendLater(
      new VerifyEmailNotification(
        { email: user.email, firstName: user.firstName },
        this.linkFor(user)
      )
    )
  }

  /** Sends a fresh link only to an account that exists and is still unconfirmed. */
  async resendTo(email: string) {
    const user = await User.findBy('email', email)
    if (user && !user.emailVerifiedAt) await this.send(user)
  }

  /**
   * A sign-up with an address that already has an account: an unconfirmed
   * owner gets a fresh confirmation link, a confirmed one a warning mail.
   */
  async answerDuplicateSignup(email: string) {
    const user = await User.findBy('email', email)
    if (!user) return
    if (!user.emailVerifiedAt) return this.send(user)
    await mail.sendLater(
      new SignupAttemptNotification(
        { email: user.email, firstName: user.firstName },
        urlFor('auth.show', {}, { qs: { aba: 'login' }, prefixUrl: appUrl })
      )
    )
  }

  /** Call only after the link's signature was checked. */
  async confirm(userId: number): Promise<ConfirmationResult> {
    const user = await User.find(userId)
    if (!user) return { status: 'unknown' }
    if (user.emailVerifiedAt) return { status: 'already_confirmed', user }
    user.emailVerifiedAt = DateTime.now()
    await user.save()
    return { status: 'confirmed', user }
  }
}
