/*
| The learner's subscription status (shared prop `subscription`), kept fresh
| as the spec asks: re-checked every 60 s and on every sign-in/sign-out, with
| an Inertia partial reload of that one prop (no separate API). The site
| layout mounts the one poller (useSubscriptionPolling: Inertia's polling,
| throttled by Inertia while the tab is hidden, stopped while nobody is
| signed in), which also re-checks when the learner comes back to the tab
| (e.g. from the Stripe checkout opened in a new tab).
*/
import { useEffect, useSyncExternalStore } from 'react'
import type { ReloadOptions } from '@inertiajs/core'
import { router, usePage, usePoll } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { toast } from '~/hooks/use_toast'
import {
  STATUS_RECHECK_INTERVAL_MS,
  SUBSCRIPTION_MESSAGES,
} from '@domain/subscription/subscription'

export type SubscriptionStatus = SharedProps['subscription']

let checking = false
let loading = false
let failureShown = false
let lastViewer: string | undefined
const listeners = new Set<() => void>()

function setLoading(value: boolean) {
  loading = value
  for (const listener of listeners) listener()
}

function reportFailure() {
  if (failureShown) return
  failureShown = true
  toast({ ...SUBSCRIPTION_MESSAGES.statusCheckFailed, variant: 'destructive' })
}

/** The partial reload of `subscription` alone, reporting a failure once in a toast. */
function recheckOptions(): ReloadOptions {
  return {
    only: ['subscription'],
    showProgress: false,
    onSuccess: () => {
      failureShown = false
    },
    onHttpException: () => {
      reportFailure()
      return false
    },
    onNetworkError: () => {
      reportFailure()
      return false
    },
  }
}

/** Asks the server for the current status now. */
export function recheckSubscription(options: { showLoading?: boolean } = {}) {
  if (typeof window === 'undefined' || checking) return
  checking = true
  if (options.showLoading) setLoading(true)
  router.reload({
    ...recheckOptions(),
    onFinish: () => {
      checking = false
      if (loading) setLoading(false)
    },
  })
}

/**
 * The one poller, mounted by the site layout: every STATUS_RECHECK_INTERVAL_MS
 * while someone is signed in, and at once when the tab becomes visible again.
 */
export function useSubscriptionPolling() {
  const signedIn = Boolean(usePage<SharedProps>().props.user)
  const { start, stop } = usePoll(STATUS_RECHECK_INTERVAL_MS, recheckOptions, {
    autoStart: false,
  })

  useEffect(() => {
    if (!signedIn) return
    start()
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheckSubscription()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [signedIn, start, stop])
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * `subscription` (subscribed, subscriptionEnd, status, paymentFailed…),
 * `signedIn`, and `loading` while the status of a just signed-in/out viewer
 * is being fetched (cards show their skeleton then).
 */
export function useSubscriptionStatus() {
  const { subscription, user } = usePage<SharedProps>().props
  const isLoading = useSyncExternalStore(
    subscribe,
    () => loading,
    () => false
  )
  const viewer = user ? `user:${user.id}` : 'visitor'

  useEffect(() => {
    if (lastViewer !== undefined && lastViewer !== viewer)
      recheckSubscription({ showLoading: true })
    lastViewer = viewer
  }, [viewer])

  return { subscription, signedIn: Boolean(user), loading: isLoading }
}
