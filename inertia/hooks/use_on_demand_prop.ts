import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'

/* An answer dropped on the way (a visit replaced the page meanwhile) is asked again, twice at most. */
const MAX_REQUESTS = 3

/**
 * A page prop the page shows only when asked (a module's lessons, the rest of a
 * list): while `needed`, reloads only `prop` with `data` in the query string,
 * keeping the URL. `loading` until the prop is there; `failed` after an error
 * answer or a lost connection (never the error page), with `retry` to ask again.
 */
export function useOnDemandProp({
  prop,
  data,
  needed,
}: {
  prop: string
  data: Record<string, string>
  needed: boolean
}) {
  const [requests, setRequests] = useState(0)
  const [inFlight, setInFlight] = useState(false)
  const [failed, setFailed] = useState(false)
  const query = new URLSearchParams(data).toString()

  useEffect(() => {
    if (!needed || inFlight || failed) return
    if (requests >= MAX_REQUESTS) {
      setFailed(true)
      return
    }
    const fail = () => {
      setFailed(true)
      return false as const
    }
    setInFlight(true)
    setRequests((count) => count + 1)
    router.reload({
      only: [prop],
      data: Object.fromEntries(new URLSearchParams(query)),
      preserveUrl: true,
      preserveErrors: true,
      onHttpException: fail,
      onNetworkError: fail,
      onFinish: () => setInFlight(false),
    })
  }, [needed, inFlight, failed, requests, prop, query])

  /* Once there, a later need (the prop reset by a full visit) starts a fresh count. */
  useEffect(() => {
    if (!needed && requests > 0) setRequests(0)
  }, [needed, requests])

  return {
    loading: needed && !failed,
    failed: needed && failed,
    retry: () => {
      setRequests(0)
      setFailed(false)
    },
  }
}
