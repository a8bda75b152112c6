/* The parts of `web-push` (no bundled types) the app and its tests use. */
declare module 'web-push' {
  export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }
  export type RequestOptions = {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string }
    TTL?: number
    urgency?: 'very-low' | 'low' | 'normal' | 'high'
    timeout?: number
  }
  export class WebPushError extends Error {
    statusCode: number
    body: string
    endpoint: string
  }
  export function sendNotification(
    subscription: PushSubscription,
    payload?: string | Buffer | null,
    options?: RequestOptions
  ): Promise<{ statusCode: number; body: string }>
  export function generateRequestDetails(
    subscription: PushSubscription,
    payload?: string | Buffer | null,
    options?: RequestOptions
  ): {
    method: string
    headers: Record<string, string | number>
    body: Buffer | null
    endpoint: string
  }
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string }
  const webpush: {
    sendNotification: typeof sendNotification
    generateRequestDetails: typeof generateRequestDetails
    generateVAPIDKeys: typeof generateVAPIDKeys
    WebPushError: typeof WebPushError
  }
  export default webpush
}
