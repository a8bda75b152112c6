/*
| One toast system for the whole app, as the spec describes it: variants
| default and destructive, one toast visible at a time, 5000 ms on screen,
| swipe right over 50 px to dismiss. `toast()` can be called from anywhere.
*/
import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'destructive'

export type ToastMessage = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
}

export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
const TOAST_LIMIT = 1

let toasts: ToastMessage[] = []
const listeners = new Set<() => void>()
let counter = 0

function emit() {
  for (const listener of listeners) listener()
}

export function toast(message: {
  title: string
  description?: string | null
  variant?: ToastVariant
}) {
  counter += 1
  const entry: ToastMessage = {
    id: `toast-${counter}`,
    title: message.title,
    description: message.description ?? undefined,
    variant: message.variant ?? 'default',
  }
  toasts = [entry, ...toasts].slice(0, TOAST_LIMIT)
  emit()
  return entry.id
}

export function dismissToast(id: string) {
  toasts = toasts.filter((entry) => entry.id !== id)
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverSnapshot: ToastMessage[] = []

export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot
  )
}
