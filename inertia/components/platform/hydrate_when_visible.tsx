/*
| Server-rendered parts that need no JavaScript to be read (the landing's
| text sections, the catalogue's cards) keep the server's HTML until they
| come near the screen, are pointed at or focused: only then does React
| hydrate them, each in its own short task. On a phone the first hydration
| then covers what is on screen instead of the whole page, which is what
| kept the main thread blocked. Links in a part not yet hydrated are plain
| links (same address, a full load); what the part renders is the same.
|
| Only the first page of a visit waits: pages rendered in the browser (an
| Inertia visit) render every part at once, and any visit opens the parts
| still waiting, so new props never meet server HTML they do not match.
*/
import { router } from '@inertiajs/react'
import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'

type Gate = Promise<void> & { opened?: boolean; open: () => void }

/* True in the browser while the server's HTML of the first page is being hydrated (inertia/app.tsx). */
let hydratingServerHtml = false
const waiting = new Set<Gate>()

export function startHydratingServerHtml() {
  hydratingServerHtml = true
  router.on('start', () => {
    for (const gate of waiting) gate.open()
  })
}

/** Rendered once at the root: its effect runs when the first page's hydration has committed. */
export function ServerHtmlHydrated() {
  useEffect(() => {
    hydratingServerHtml = false
  }, [])
  return null
}

function createGate(): Gate {
  let resolve!: () => void
  const gate = new Promise<void>((done) => (resolve = done)) as Gate
  gate.open = () => {
    if (!waiting.delete(gate)) return
    gate.opened = true
    /* Read synchronously by `use` on the next render (React's convention for settled thenables). */
    Object.assign(gate, { status: 'fulfilled', value: undefined })
    resolve()
  }
  waiting.add(gate)
  return gate
}

function Held({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate)
  return children
}

const OPENING_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

function HydrateWhenVisible({ className, children }: { className?: string; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null)
  const [gate] = useState(() => (hydratingServerHtml ? createGate() : null))
  useEffect(() => {
    const element = wrapper.current
    if (!gate || !element || gate.opened) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && open(),
      { rootMargin: '300px 0px' }
    )
    const open = () => {
      observer.disconnect()
      for (const event of OPENING_EVENTS) element.removeEventListener(event, open)
      gate.open()
    }
    observer.observe(element)
    for (const event of OPENING_EVENTS) element.addEventListener(event, open, { passive: true })
    return () => {
      observer.disconnect()
      for (const event of OPENING_EVENTS) element.removeEventListener(event, open)
    }
  }, [gate])
  return (
    <div ref={wrapper} className={className}>
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    </div>
  )
}

/**
 * `Component`, hydrated when it comes near the screen (see above), inside a
 * <div> with `className`. Memoized: a parent's new render with the same
 * props leaves a part that still waits alone.
 */
export function hydrateWhenVisible<P extends object>(
  Component: ComponentType<P>,
  className?: string
) {
  return memo(function Deferred(props: P) {
    return (
      <HydrateWhenVisible className={className}>
        <Component {...props} />
      </HydrateWhenVisible>
    )
  })
}
