import { useRef, useState } from 'react'
import { router } from '@inertiajs/react'

/**
 * 'Carregar Mais …' for a list sent as an Inertia merge prop: reloads only the
 * list and its pagination with the next page (the URL stays), then moves the
 * keyboard focus to the first item that arrived (`focusSelector` inside the
 * `<li data-index>` of that item). Returns the list ref, the action and whether it runs.
 */
export function useLoadMore<T extends HTMLElement>({
  props,
  loaded,
  currentPage,
  focusSelector,
}: {
  props: [list: string, pagination: string]
  loaded: number
  currentPage: number
  focusSelector: string
}) {
  const list = useRef<T>(null)
  const [loading, setLoading] = useState(false)

  function loadMore() {
    const firstNew = loaded
    router.reload({
      only: props,
      data: { pagina: currentPage + 1 },
      preserveUrl: true,
      onStart: () => setLoading(true),
      onFinish: () => setLoading(false),
      onSuccess: () => {
        requestAnimationFrame(() =>
          list.current
            ?.querySelector<HTMLElement>(`[data-index="${firstNew}"] ${focusSelector}`)
            ?.focus()
        )
      },
    })
  }

  return { list, loadMore, loading }
}
