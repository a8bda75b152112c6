/*
| What the learning pages need around the JSON calls they make with the
| typed `useHttp` of @adonisjs/inertia/react (quiz answers, autosaved notes,
| playback position, studied time): the pt-BR reason a call failed, and the
| one plain `fetch` left, the keepalive flush when the page goes away.
*/
import type { HttpResponse } from '@inertiajs/core'

const FALLBACK = 'Algo deu errado. Tente novamente em alguns instantes.'
const OFFLINE = 'Sem conexão. Verifique sua internet e tente novamente.'

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Sua sessão expirou. Entre novamente para continuar.',
  403: 'Você não tem permissão para fazer isso.',
  404: 'Conteúdo não encontrado.',
  419: 'Sua sessão expirou. Recarregue a página.',
}

/** The server's own message in a JSON refusal (`message`, or the first of `errors`). */
function serverMessage(response: HttpResponse) {
  const contentType = String(response.headers['content-type'] ?? '')
  if (!contentType.includes('application/json')) return null
  const body = JSON.parse(response.data) as { message?: unknown; errors?: { message?: unknown }[] }
  if (typeof body.message === 'string') return body.message
  const first = Array.isArray(body.errors) ? body.errors[0]?.message : undefined
  return typeof first === 'string' ? first : null
}

/**
 * `useHttp` submit options that report any failure once, in pt-BR: a
 * validation refusal (422, its first message), another refusal (the server's
 * message, else one per status), or no connection. The submit still rejects
 * (or resolves to undefined on 422): callers treat that as "nothing to show".
 */
export function reportFailures(onFailure: (message: string) => void) {
  return {
    onError: (errors: Record<string, string | string[]>) => {
      const first = Object.values(errors)[0]
      onFailure((Array.isArray(first) ? first[0] : first) ?? FALLBACK)
    },
    onHttpException: (response: HttpResponse) =>
      onFailure(serverMessage(response) ?? STATUS_MESSAGES[response.status] ?? FALLBACK),
    onNetworkError: () => onFailure(OFFLINE),
  }
}

/** The pt-BR reason for a refused plain `fetch` that brought no message of its own. */
export function failureMessage(status: number) {
  return STATUS_MESSAGES[status] ?? FALLBACK
}

/** Swallows a submit's rejection once `reportFailures` (or nobody) had to hear about it. */
export function ignoreRejection() {}

export function xsrfToken() {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : null
}

/**
 * The last save when the page is hidden or left (notes, position, studied
 * time): a plain `fetch` with `keepalive`, so the browser finishes it after
 * the page is gone. CSRF-protected like Inertia's own requests; nobody is
 * left to hear the answer.
 */
export function sendOnUnload(method: 'POST' | 'PUT', url: string, body: object) {
  const token = xsrfToken()
  void fetch(url, {
    method,
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      'Accept': 'application/json',
      ...(token ? { 'X-XSRF-TOKEN': token } : {}),
    },
    body: JSON.stringify(body),
  }).catch(ignoreRejection)
}
