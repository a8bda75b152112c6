/*
| Components whose code only some pages or interactions need (markdown, the
| mentor chat, the simulators, menus and sheets, the toasts) live in their
| own chunk: the browser fetches it the first time the component renders, or
| earlier with `preload()` (on hover or focus of what opens it). The server
| renders them in full: inertia/ssr.tsx awaits every such module once before
| its first render, so public pages keep their HTML, and the browser keeps
| that HTML on screen until the chunk arrives and hydrates it.
*/
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

const serverModules: Array<() => Promise<unknown>> = []

export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> }

/** `fallback` shows while the chunk loads (in the browser only): a node, or one made from the props. */
export function lazyComponent<P extends object>(
  load: Loader<P>,
  fallback: ReactNode | ((props: P) => ReactNode) = null
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let pending: ReturnType<Loader<P>> | undefined
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default
      return module
    }))
  const Lazy = lazy(preload) as unknown as ComponentType<P>
  if (import.meta.env.SSR) serverModules.push(preload)

  function Deferred(props: P) {
    /*
     * Chosen once per mounted instance: switching from Lazy to the loaded
     * component on a later render would be a different component type to
     * React, which would remount it and lose its state (a simulator's result).
     */
    const [Component] = useState(() => loaded ?? Lazy)
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Component {...props} />
      </Suspense>
    )
  }
  return Object.assign(Deferred, { preload })
}

/** Server only: loads every lazy component's module, so renderToString never suspends. */
export function loadLazyComponents() {
  return Promise.all(serverModules.map((load) => load()))
}
