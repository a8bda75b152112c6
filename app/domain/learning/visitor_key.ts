/*
| Who an anonymous lesson view belongs to, without a cookie and without
| keeping the address (LGPD): a keyed hash of the visitor's IP and browser
| and the São Paulo day. The key changes every day, so one day's visitor
| cannot be followed to the next, and every instance computes the same key.
*/
import { createHmac } from 'node:crypto'

export function visitorKey(secret: string, day: string, ip: string, userAgent: string) {
  return createHmac('sha256', secret)
    .update(`lesson-view\n${day}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 32)
}
