import { CookieClient } from '@adonisjs/core/http'

/*
| Every signed-in request carries the same two cookies as the one before it
| (the signed session id and, with cookie sessions, the encrypted session
| data), and Adonis checked their signature and decrypted them again each
| time: an HMAC with its key prepared anew, then AES-GCM, a third of what a
| small signed-in request cost. A cookie value that verified once verifies
| the same way again (Adonis' cookies carry no expiry inside; the browser's
| Max-Age is what ends them), so what it held is remembered, keyed by the
| exact text the browser sent. Only values that verified are remembered, so
| no one can fill the memory with made-up cookies; each request gets its own
| copy of what was read.
*/

/* About 5,000 active members' two cookies; the oldest are forgotten first. */
const MAX_REMEMBERED = 10_000

const remembered = new Map<string, string>()
let installed = false

function remember(kind: 'unsign' | 'decrypt', read: (key: string, value: string) => unknown) {
  return function (this: CookieClient, key: string, value: string) {
    if (typeof value !== 'string') return read.call(this, key, value)
    const memoKey = `${kind}\u0000${key}\u0000${value}`
    const known = remembered.get(memoKey)
    if (known !== undefined) return JSON.parse(known)
    const result = read.call(this, key, value)
    if (result !== null && result !== undefined) {
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!)
      remembered.set(memoKey, JSON.stringify(result))
    }
    return result
  }
}

export function rememberVerifiedCookies() {
  if (installed) return
  installed = true
  const prototype = CookieClient.prototype
  prototype.unsign = remember('unsign', prototype.unsign) as typeof prototype.unsign
  prototype.decrypt = remember('decrypt', prototype.decrypt) as typeof prototype.decrypt
}
