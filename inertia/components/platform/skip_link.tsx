import type { MouseEvent } from 'react'

/**
 * 'Pular para o conteúdo', the first stop of the keyboard. Following the
 * anchor alone only scrolls: it moves focus to the page's main region
 * (rendered with tabIndex={-1}), so the next Tab starts inside the content.
 * Handled here rather than by the URL hash, so it works the same after any
 * Inertia navigation and leaves the address as it was.
 */
export function SkipLink({ target }: { target: string }) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(target)
    if (!main) return
    event.preventDefault()
    main.focus({ preventScroll: true })
    main.scrollIntoView({ block: 'start' })
  }

  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
    >
      Pular para o conteúdo
    </a>
  )
}
