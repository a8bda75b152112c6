import { useEffect, useState } from 'react'

/**
 * False while the page is the server's HTML (and during React's first render
 * in the browser), true once React has taken over. The layouts mark their
 * <main> `aria-busy` until then: before hydration its buttons and tabs look
 * ready but do nothing.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
