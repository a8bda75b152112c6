import { createHash, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import PasswordResetNotification from '#mails/password_reset_notification'
import { appUrl } from '#config/app'
import { isRecordId } from '#domain/platform/record_ids'

export const PASSWORD_RESET_PURPOSE = 'password_reset'
export const PASSWORD_RESET_TTL = '60m'

/**
 * Password reset by e-mail. The link is signed (cannot be forged or edited),
 * expires after 60 minutes and is single-use: it carries a fingerprint of the
 * current password hash and session version, which both change when the
 * reset is done, so the same link stops working afterwards.
 */
export default class PasswordResetService {
  #fingerprint(user: User) {
    return createHash('sha256')
      .update(`${user.id}:${user.password}:${user.sessionVersion ?? 0}`)
      .digest('base64url')
      .slice(0, 32)
  }

  linkFor(user: User) {
    return signedUrlFor(
      'auth.password.edit',
      { id: user.id },
      {
        qs: { v: this.#fingerprint(user) },
        expiresIn: PASSWORD_RESET_TTL,
        purpose: PASSWORD_RESET_PURPOSE,
        prefixUrl: appUrl,
      }
    )
  }

  /** Same outcome whether or not the e-mail belongs to an account; the mail is queued either way it is sent. */
  async requestReset(email: string) {
    const user = await User.findBy('email', email)
    if (!user) return
    await mail.sendLater(
      new PasswordResetNotification(
        { email: user.email, firstName: user.firstName },
        this.linkFor(user)
      )
    )
  }

  /** The account a reset link opens, or null when the link is forged, expired or already used. */
  async userForLink(request: HttpContext['request']) {
    if (!request.hasValidSignature(PASSWORD_RESET_PURPOSE)) return null
    const id = Number(request.param('id'))
    if (!isRecordId(id)) return null
    const user = await User.find(id)
    const given = String(request.qs().v ?? '')
    if (!user) return null
    const expected = this.#fingerprint(user)
    if (
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    )
      return null
    return user
  }

  /**
   * Stores the new password and raises the session version, which ends every
   * session opened before (SessionVersionMiddleware). Opening the link proved
   * the e-mail, so an unconfirmed account becomes confirmed.
   */
  async reset(user: User, password: string) {
    user.password = password
    user.sessionVersion = (user.sessionVersion ?? 0) + 1
    if (!user.emailVerifiedAt) user.emailVerifiedAt = DateTime.now()
    await user.save()
    return user
  }
}
