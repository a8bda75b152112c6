import { useEffect, useState } from 'react'
import { urlFor } from '~/client'
import { toast } from '~/hooks/use_toast'
import { Button } from '~/components/ui/button'
import { xsrfToken } from '~/lib/http'
import { NOTIFICATION_TEXT } from './texts'

const text = NOTIFICATION_TEXT.devicePush

type PushState = 'checking' | 'unsupported' | 'blocked' | 'enabled' | 'disabled'

function pushSupported() {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** The server's VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

async function send(method: 'POST' | 'DELETE', body: object) {
  const token = xsrfToken()
  const response = await fetch(urlFor('notifications.push.store'), {
    method,
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      'Accept': 'application/json',
      ...(token ? { 'X-XSRF-TOKEN': token } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`push ${response.status}`)
}

async function currentSubscription() {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

/**
 * 'Notificações neste dispositivo': turns web push on or off in this browser
 * (asking the browser's permission), and says honestly where it stands.
 */
export function DevicePush({ publicKey }: { publicKey: string | null }) {
  const [state, setState] = useState<PushState>('checking')
  const [working, setWorking] = useState(false)

  useEffect(() => {
    if (!publicKey || !pushSupported()) return setState('unsupported')
    if (Notification.permission === 'denied') return setState('blocked')
    let active = true
    void currentSubscription().then((subscription) => {
      if (active) setState(subscription ? 'enabled' : 'disabled')
    })
    return () => {
      active = false
    }
  }, [publicKey])

  async function enable() {
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'disabled')
    const registration = await navigator.serviceWorker.ready
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey!),
      }))
    await send('POST', subscription.toJSON())
    setState('enabled')
  }

  async function disable() {
    const subscription = await currentSubscription()
    if (subscription) {
      await send('DELETE', { endpoint: subscription.endpoint })
      await subscription.unsubscribe()
    }
    setState('disabled')
  }

  async function run(action: () => Promise<void>) {
    setWorking(true)
    try {
      await action()
    } catch {
      toast({ title: text.failed, variant: 'destructive' })
    } finally {
      setWorking(false)
    }
  }

  if (state === 'checking') return null
  const status =
    state === 'enabled'
      ? text.enabled
      : state === 'blocked'
        ? text.blocked
        : state === 'unsupported'
          ? text.unsupported
          : text.disabled

  return (
    <section aria-labelledby="notificacoes-dispositivo" className="space-y-2 border-t pt-4">
      <h3 id="notificacoes-dispositivo" className="text-sm font-medium">
        {text.title}
      </h3>
      <p className="text-xs text-muted-foreground">{text.description}</p>
      <p role="status" className="text-sm" data-testid="device-push-status">
        {status}
      </p>
      {state === 'blocked' && <p className="text-xs text-muted-foreground">{text.blockedHint}</p>}
      {(state === 'enabled' || state === 'disabled') && (
        <Button
          type="button"
          size="sm"
          variant={state === 'enabled' ? 'outline' : 'default'}
          disabled={working}
          onClick={() => void run(state === 'enabled' ? disable : enable)}
        >
          {working ? text.working : state === 'enabled' ? text.disable : text.enable}
        </Button>
      )}
    </section>
  )
}
