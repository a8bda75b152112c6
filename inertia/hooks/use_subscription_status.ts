/*
| The learner's subscription status (shared prop `subscription`), kept fresh
| as the spec asks: re-checked every 60 s and on every sign-in/sign-out, with
| an Inertia partial reload of that one prop (no separate API). One poller
| serves every component using the hook; it pauses while the tab is hidden
| or nobody is signed in, and re-checks when the learner comes back to the
| tab (e.g. from the Stripe checkout opened in a new tab).
*/
import { useEffect, useSyncExternalStore } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { toast } from '~/hooks/use_toast'
import { STATUS_RECHECK_INTERVAL_MS, SUBSCRIPTION_MESSAGES } from '@domain/subscription'

export type SubscriptionStatus = SharedProps['subscription']

let consumers = 0
let timer: ReturnType<typeof setInterval> | undefined
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

/** Asks the server for the current status (partial reload of `subscription` only). */
export function recheckSubscription(options: { showLoading?: boolean } = {}) {
  if (typeof window === 'undefined' || checking) return
  checking = true
  if (options.showLoading) setLoading(true)
  router.reload({
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
    onFinish: () => {
      checking = false
      if (loading) setLoading(false)
    },
  })
}

function onVisibilityChange() {
  if (document.visibilityState === 'visible' && lastViewer !== 'visitor') recheckSubscription()
}

function startPolling() {
  timer = setInterval(() => {
    /* A visitor has no subscription to check; signing in triggers its own check. */
    if (document.visibilityState === 'visible' && lastViewer !== 'visitor') recheckSubscription()
  }, STATUS_RECHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', onVisibilityChange)
}

function stopPolling() {
  clearInterval(timer)
  timer = undefined
  document.removeEventListener('visibilitychange', onVisibilityChange)
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
    consumers += 1
    if (consumers === 1) startPolling()
    return () => {
      consumers -= 1
      if (consumers === 0) stopPolling()
    }
  }, [])

  useEffect(() => {
    if (lastViewer !== undefined && lastViewer !== viewer)
      recheckSubscription({ showLoading: true })
    lastViewer = viewer
  }, [viewer])

  return { subscription, signedIn: Boolean(user), loading: isLoading }
}
