/*
| A local push service (`web-push-testing`, in this process on a free port):
| hands out real subscriptions (keys it can decrypt with) and keeps the
| messages the app's `web-push` sends to them. Not a spec file.
*/
import { createRequire } from 'node:module'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const require = createRequire(import.meta.url)

async function freePort() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export type DoubleSubscription = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  clientHash: string
}

export async function startPushServiceDouble() {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js')
  const WebPushTestingServer = require('web-push-testing/src/server.js')
  const port = await freePort()
  const double = new WebPushTestingServer(new PushApiModel(), port)
  const log = console.log
  console.log = () => {}
  double.startServer()
  await new Promise((resolve) => (double._server as Server).once('listening', resolve))
  console.log = log
  const base = `http://localhost:${port}`
  const post = async (path: string, body: object) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = response.headers.get('content-type')?.includes('application/json')
    return { status: response.status, body: json ? ((await response.json()) as any) : null }
  }

  return {
    /** A browser's subscription for the app's VAPID public key. */
    async subscribe(applicationServerKey: string): Promise<DoubleSubscription> {
      const { body } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })
      return body.data
    },
    /** What the push service received for the subscription (decrypted by the double). */
    async messages(clientHash: string): Promise<string[]> {
      const { body } = await post('/get-notifications', { clientHash })
      return body?.data.messages ?? []
    },
    /** The browser unsubscribed: the push service answers 410 from now on. */
    async expire(clientHash: string) {
      await post(`/expire-subscription/${clientHash}`, {})
    },
    close: () => new Promise<void>((resolve) => (double._server as Server).close(() => resolve())),
  }
}
