import { randomBytes } from 'node:crypto'
import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import Stripe from 'stripe'
import User from '#models/user'
import Profile from '#models/profile'
import Certificate from '#models/certificate'
import LoginSessions from '#services/accounts/login_sessions'
import ActivityService from '#services/admin/activity_service'
import CertificateService from '#services/certificates/certificate_service'
import ProfileService from '#services/community/profile_service'
import StripeClientService from '#services/subscription/stripe_client_service'
import {
  DELETED_WITH_ACCOUNT,
  DELETION_REVOCATION_REASON,
  REMOVED_MEMBER_NAME,
  TOMBSTONE_PROFILE,
  deletionDate,
  isDeletionDue,
  tombstoneEmail,
} from '#domain/accounts/privacy'
import { DEFAULT_PROFILE_ROLE } from '#domain/accounts/roles'

/**
 * 'Excluir minha conta': scheduled with a grace period, cancellable until
 * then, carried out by `purgeDue` (the ace command accounts:purge-deleted and
 * the server's hourly run). Personal data goes; what others rely on stays
 * under 'Membro removido' (app/domain/accounts/privacy.ts says which is which).
 */
@inject()
export default class AccountDeletionService {
  constructor(
    private certificates: CertificateService,
    private profiles: ProfileService,
    private stripe: StripeClientService,
    private activity: ActivityService
  ) {}

  /** Schedules the deletion (the password was checked by the validator); keeps an earlier schedule. */
  async request(user: User, now = new Date(Date.now())) {
    if (user.deletionScheduledFor) return user.deletionScheduledFor
    user.deletionRequestedAt = DateTime.fromJSDate(now)
    user.deletionScheduledFor = DateTime.fromJSDate(deletionDate(now))
    await user.save()
    return user.deletionScheduledFor
  }

  async cancel(user: User) {
    user.deletionRequestedAt = null
    user.deletionScheduledFor = null
    await user.save()
  }

  /** Admin: accounts whose deletion is scheduled, soonest first. */
  pending() {
    return db
      .from('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .whereNotNull('users.deletion_scheduled_for')
      .whereNull('users.deleted_at')
      .select(
        'users.id',
        'users.email',
        'users.full_name',
        'profiles.full_name as profile_name',
        'users.deletion_requested_at',
        'users.deletion_scheduled_for'
      )
      .orderBy('users.deletion_scheduled_for', 'asc')
      .orderBy('users.id', 'asc')
  }

  /** Carries out every deletion due at `now`; one failure (Stripe down) leaves that account for the next run. */
  async purgeDue(now = new Date(Date.now())) {
    const due = await User.query()
      .whereNotNull('deletionScheduledFor')
      .whereNull('deletedAt')
      .where('deletionScheduledFor', '<=', DateTime.fromJSDate(now).toSQL()!)
      .orderBy('id')
    let purged = 0
    for (const user of due) {
      try {
        /* Cancelled while earlier accounts were purged: left alone. */
        await user.refresh()
        if (user.deletedAt || !isDeletionDue(user.deletionScheduledFor?.toJSDate() ?? null, now))
          continue
        await this.purge(user)
        purged += 1
      } catch (error) {
        logger.error({ err: error, userId: user.id }, 'falha ao excluir conta agendada')
      }
    }
    return { due: due.length, purged }
  }

  /** Deletes one account's personal data and leaves the tombstone. */
  async purge(user: User) {
    await this.deleteStripeCustomer(user.id)
    for (const certificate of await Certificate.query()
      .where('userId', user.id)
      .whereNull('revokedAt')) {
      await this.certificates.revoke(certificate, null, DELETION_REVOCATION_REASON)
    }
    await this.profiles.removeAvatar(user)
    const exportFiles = await db
      .from('data_exports')
      .where('user_id', user.id)
      .whereNotNull('file_key')
      .select('file_key')

    await db.transaction(async (trx) => {
      for (const table of DELETED_WITH_ACCOUNT) {
        await trx.from(table).where('user_id', user.id).delete()
      }
      await trx
        .from('member_blocks')
        .where('blocker_id', user.id)
        .orWhere('blocked_id', user.id)
        .delete()
      await trx.from('newsletter_subscriptions').where('email', user.email).delete()
      await trx.from('lesson_views').where('user_id', user.id).update({ user_id: null })
      await trx
        .from('course_reviews')
        .where('user_id', user.id)
        .update({ author_name: REMOVED_MEMBER_NAME })
      /* Others' notifications about the member ('Ana respondeu…') lose the name. */
      await trx
        .from('notifications')
        .where('actor_id', user.id)
        // raw SQL: replaces one key of the JSON column
        .update({
          data: trx.raw(`jsonb_set(data, '{actorName}', to_jsonb(?::text))`, [REMOVED_MEMBER_NAME]),
          actor_id: null,
        })

      const profile = await Profile.firstOrNew({ userId: user.id }, {}, { client: trx })
      profile.merge({ ...TOMBSTONE_PROFILE, role: profile.role ?? DEFAULT_PROFILE_ROLE })
      await profile.useTransaction(trx).save()

      user.useTransaction(trx)
      user.merge({
        email: tombstoneEmail(user.id),
        fullName: null,
        password: randomBytes(32).toString('base64url'),
        sessionVersion: (user.sessionVersion ?? 0) + 1,
        deletionRequestedAt: null,
        deletionScheduledFor: null,
        deletedAt: DateTime.now(),
      })
      await user.save()
      await this.activity.record(null, 'account_deleted', `#${user.id}`, null, trx)
    })
    await LoginSessions.closeAll(user.id)
    for (const row of exportFiles) {
      await drive
        .use()
        .delete(row.file_key)
        .catch((error) => logger.warn({ err: error }, 'arquivo de exportação não removido'))
    }
  }

  /** The member's Stripe customer goes with the account; one Stripe no longer knows is fine. */
  private async deleteStripeCustomer(userId: number) {
    const row = await db
      .from('subscriptions')
      .where('user_id', userId)
      .whereNotNull('stripe_customer_id')
      .select('stripe_customer_id')
      .first()
    if (!row) return
    if (!this.stripe.config.secretKey) {
      logger.warn({ userId }, 'Stripe não configurado: cliente do Stripe não excluído')
      return
    }
    try {
      await this.stripe.client().customers.del(row.stripe_customer_id)
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing'
      )
        return
      throw error
    }
  }
}
