import { useEffect, useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { TabLoading } from '~/components/catalog/course/tabs/tab_loading'

/* A reload whose answer was overwritten (by the tab switch's URL update) is asked again, twice at most. */
const MAX_REQUESTS = 3

/**
 * The data of a tab that loads on demand (`prop`, an optional page prop):
 * asked for as soon as the tab is opened — its panel may start below the
 * fold — and shown once it is really there, with the loading skeleton until then.
 * The reload keeps `?aba=<tab>` in the URL.
 */
export function TabData({
  prop,
  loaded,
  tab,
  label,
  children,
}: {
  prop: string
  loaded: boolean
  tab: string
  label: string
  children: ReactNode
}) {
  const [requests, setRequests] = useState(0)
  const [inFlight, setInFlight] = useState(false)

  useEffect(() => {
    if (loaded || inFlight || requests >= MAX_REQUESTS) return
    setInFlight(true)
    setRequests((count) => count + 1)
    router.reload({
      only: [prop],
      data: { aba: tab },
      preserveErrors: true,
      onFinish: () => setInFlight(false),
    })
  }, [loaded, inFlight, requests, prop, tab])

  return loaded ? children : <TabLoading label={label} />
}
