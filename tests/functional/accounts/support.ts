/*
| Small helpers shared by the accounts tests (not a spec file).
*/
import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import type { ApiResponse } from '@japa/api-client'

/** pt-BR validation messages of one field, as the next page receives them. */
export function fieldErrors(response: ApiResponse, field: string): string[] {
  return (
    (response.flashMessage('inputErrorsBag') as Record<string, string[]> | undefined)?.[field] ?? []
  )
}

/** Where a redirect goes (path and query). */
export function locationOf(response: ApiResponse) {
  return response.header('location') as string | undefined
}

/** Rate limits live in memory during tests and every request comes from 127.0.0.1: start each test clean. */
export async function clearRateLimits() {
  await limiter.clear()
}

/** Path and query of an absolute link (mails use APP_URL, the test server listens elsewhere). */
export function pathOf(link: string) {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The factory's 'verified' state reads createdAt before it exists; confirmed accounts are built here instead. */
export function confirmedAt() {
  return { emailVerifiedAt: DateTime.now() }
}
