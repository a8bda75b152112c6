import {
  cloneElement,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react'

/**
 * A menu or sheet whose code arrives when someone wants it: until then its
 * trigger is a plain button that looks the same (fetching the code on hover
 * or focus); the first click renders `children(trigger)` — the real control,
 * open at once — and it stays from then on.
 */
export function OnDemand({
  trigger,
  preload,
  popup = 'menu',
  onOpen,
  children,
}: {
  trigger: ReactElement<HTMLAttributes<HTMLElement>>
  preload: () => Promise<unknown>
  /** What the trigger opens (aria-haspopup); false for a disclosure */
  popup?: 'menu' | 'dialog' | false
  onOpen?: () => void
  children: (trigger: ReactElement) => ReactNode
}) {
  const [wanted, setWanted] = useState(false)
  if (wanted) return children(trigger)
  const fetchCode = () => void preload()
  return cloneElement(trigger, {
    'aria-haspopup': popup || undefined,
    'aria-expanded': false,
    'onPointerEnter': fetchCode,
    'onFocus': fetchCode,
    'onClick': () => {
      onOpen?.()
      setWanted(true)
    },
  })
}
