/*
| Small JSON calls the learning pages make without a page visit (quiz
| answers, autosaved notes, playback position, studied time). Same-origin,
| CSRF-protected through the XSRF-TOKEN cookie like Inertia's own requests.
*/

export class JsonRequestError extends Error {
  constructor(
    message: string,
    public status: number
  ) {
    super(message)
  }
}

function xsrfToken() {
  if (typeof document === 'undefined') return null
  const match = document.cookie.split('; ').find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : null
}

const MESSAGES: Record<number, string> = {
  401: 'Sua sessão expirou. Entre novamente para continuar.',
  403: 'Você não tem permissão para fazer isso.',
  404: 'Conteúdo não encontrado.',
  419: 'Sua sessão expirou. Recarregue a página.',
}

/**
 * Sends `body` as JSON and returns the parsed JSON answer. Throws a
 * JsonRequestError with a pt-BR message when the server refuses it (a
 * signed-out session comes back as a redirect to /auth).
 */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown = {},
  options: { keepalive?: boolean } = {}
): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept': 'application/json',
  }
  const token = xsrfToken()
  if (token) headers['X-XSRF-TOKEN'] = token
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: options.keepalive,
    })
  } catch {
    throw new JsonRequestError('Sem conexão. Verifique sua internet e tente novamente.', 0)
  }
  const isJson = response.headers.get('content-type')?.includes('application/json')
  if (response.redirected || !isJson) {
    throw new JsonRequestError(MESSAGES[401], 401)
  }
  const data = await response.json()
  if (!response.ok) {
    const message =
      (typeof data?.message === 'string' && data.message) ||
      (Array.isArray(data?.errors) && data.errors[0]?.message) ||
      MESSAGES[response.status] ||
      'Algo deu errado. Tente novamente em alguns instantes.'
    throw new JsonRequestError(message, response.status)
  }
  return data as T
}
