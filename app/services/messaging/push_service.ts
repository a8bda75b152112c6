import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import webpush from 'web-push'
import env from '#start/env'
import type Notification from '#models/notification'
import { preferenceFor } from '#domain/messaging/notifications'
import { deviceLabel, pushes, pushPayload, subscriptionGone } from '#domain/messaging/push'

export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }

/** The VAPID keys from .env (`npm start` writes them); without them push is off. */
function vapid() {
  const publicKey = env.get('VAPID_PUBLIC_KEY')
  const privateKey = env.get('VAPID_PRIVATE_KEY')
  if (!publicKey || !privateKey) return null
  const subject = env.get('VAPID_SUBJECT') || 'mailto:nao-responda@ganjatalks.com.br'
  return { publicKey, privateKey, subject }
}

/**
 * Web push to the devices a member turned it on in (PushSubscription rows),
 * sent with `web-push` (VAPID, encrypted payload). A push service's 404/410
 * deletes the row; any other failure is logged and the row kept.
 */
export default class PushService {
  static publicKey() {
    return vapid()?.publicKey ?? null
  }

  /** Turns push on in this browser for the member (the endpoint moves to them if another member had it). */
  async subscribe(userId: number, device: DeviceSubscription, userAgent?: string | null) {
    await db
      .insertQuery()
      .table('push_subscriptions')
      .insert({
        user_id: userId,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        user_agent_label: deviceLabel(userAgent),
        created_at: new Date(),
      })
      .knexQuery.onConflict('endpoint')
      .merge(['user_id', 'p256dh', 'auth', 'user_agent_label'])
  }

  /** Turns push off in one browser (only the member's own row). */
  async unsubscribe(userId: number, endpoint: string) {
    await db.from('push_subscriptions').where({ user_id: userId, endpoint }).delete()
  }

  /** 'Sair de todas as sessões': no device keeps receiving the member's notifications. */
  async unsubscribeAll(userId: number) {
    await db.from('push_subscriptions').where('user_id', userId).delete()
  }

  /** Pushes a notification to every device of its member, when its kind pushes for them. */
  async deliver(notification: Notification, url: string) {
    const keys = vapid()
    if (!keys) return 0
    const stored = await db
      .from('notification_preferences')
      .where({ user_id: notification.userId, kind: notification.kind })
      .select('in_app', 'email')
      .first()
    const preference = preferenceFor(
      notification.kind,
      stored ? { inApp: stored.in_app, email: stored.email } : null
    )
    if (!pushes(notification.kind, preference)) return 0
    const devices = await db
      .from('push_subscriptions')
      .where('user_id', notification.userId)
      .select('id', 'endpoint', 'p256dh', 'auth')
    const payload = JSON.stringify(
      pushPayload(
        notification.kind,
        notification.data,
        notification.count,
        url,
        notification.groupKey
      )
    )
    const results = await Promise.all(devices.map((device) => this.send(device, payload, keys)))
    return results.filter(Boolean).length
  }

  private async send(
    device: { id: number; endpoint: string; p256dh: string; auth: string },
    payload: string,
    keys: NonNullable<ReturnType<typeof vapid>>
  ) {
    try {
      const status = await this.post(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        keys
      )
      if (status >= 200 && status < 300) {
        await db
          .from('push_subscriptions')
          .where('id', device.id)
          .update({ last_success_at: new Date() })
        return true
      }
      if (subscriptionGone(status)) {
        await db.from('push_subscriptions').where('id', device.id).delete()
      } else {
        logger.warn({ status, subscription: device.id }, 'serviço de push recusou o envio')
      }
    } catch (error) {
      logger.warn({ err: error, subscription: device.id }, 'falha ao enviar push')
    }
    return false
  }

  /**
   * `web-push` encrypts the payload and signs the VAPID header; the request
   * itself goes with fetch, which also reaches the http push service doubles
   * of development and tests (web-push's own sender speaks https only).
   */
  private async post(
    subscription: DeviceSubscription,
    payload: string,
    keys: NonNullable<ReturnType<typeof vapid>>
  ) {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: keys,
      TTL: 24 * 60 * 60,
      urgency: 'high',
    })
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)])
    )
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    })
    await response.body?.cancel()
    return response.status
  }
}
