import { useEffect, useState } from 'react'
import { useToasts } from '~/hooks/use_toast'
import { lazyComponent } from '~/lib/lazy_component'

/*
| Radix Toast is not part of the page's first load: its chunk is fetched once
| the browser is idle (or with the first toast, if that comes sooner).
*/
const ToastViewport = lazyComponent(() => import('~/components/ui/toast_viewport'))

/** The app's toasts (see toast_viewport.tsx); mounted once at the root. */
export function Toaster() {
  const toasts = useToasts()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)

  useEffect(() => {
    const fetchCode = () => void ToastViewport.preload()
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(fetchCode, 2000)
      return () => clearTimeout(timer)
    }
    const id = window.requestIdleCallback(fetchCode, { timeout: 5000 })
    return () => window.cancelIdleCallback(id)
  }, [])

  return needed ? <ToastViewport /> : null
}
