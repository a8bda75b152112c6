import { useState, type MouseEvent } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Mic } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'
import { Button } from '~/components/ui/button'
import { Duration } from '~/components/ui/duration'
import { useLoadMore } from '~/hooks/use_load_more'
import { urlFor } from '~/client'

const TEXT = {
  empty: 'Nenhum episódio publicado ainda. Volte em breve!',
  pastTheEnd: 'Esta página não tem episódios.',
  firstPage: 'Ver os episódios mais recentes',
  newer: 'Episódios mais recentes',
  loadMore: 'Carregar Mais Episódios',
  loadingMore: 'Carregando episódios…',
}

type Pagination = { currentPage: number; hasMore: boolean; total: number }

/** The address of a page of the list (the first one has no ?pagina=). */
function pageQuery(page: number) {
  return page > 1 ? { pagina: page } : undefined
}

export default function PodcastIndex({
  episodes,
  pagination,
}: {
  episodes: Data.PodcastEpisode[]
  pagination: Pagination
}) {
  /* Keyboard users land on the first episode that just arrived. */
  const { list, loadMore, loading } = useLoadMore<HTMLUListElement>({
    props: ['episodes', 'pagination'],
    loaded: episodes.length,
    currentPage: pagination.currentPage,
    focusSelector: 'a',
  })
  /* Opened on ?pagina=3 (a search engine, a shared link): a way back to the newer episodes. */
  const [openedOn] = useState(pagination.currentPage)

  return (
    <>
      <Seo {...PAGE_META.podcast} share />
      <section className="mx-auto max-w-4xl px-4 py-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          Podcast Ganja Talks
        </p>
        <h1 className="mt-2 text-4xl font-bold">Episódios para ouvir onde estiver</h1>
        <p className="mt-3 text-muted-foreground">
          Conversas e aulas em áudio que fazem parte dos nossos cursos. Ouça no seu ritmo e continue
          de onde parou.
        </p>
        {pagination.total === 0 ? (
          <p className="mt-10 rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
            {TEXT.empty}
          </p>
        ) : episodes.length === 0 ? (
          <div className="mt-10 grid justify-items-center gap-4 rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
            <p>{TEXT.pastTheEnd}</p>
            <Button variant="outline" asChild>
              <Link route="podcast">{TEXT.firstPage}</Link>
            </Button>
          </div>
        ) : (
          <>
            {openedOn > 1 && (
              <Link
                route="podcast"
                qs={pageQuery(openedOn - 1)}
                rel="prev"
                className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
              >
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {TEXT.newer}
              </Link>
            )}
            <ul ref={list} className="mt-10 space-y-4" data-testid="podcast-episodes">
              {episodes.map((episode, index) => (
                <li key={episode.id} data-index={index}>
                  <EpisodeCard episode={episode} />
                </li>
              ))}
            </ul>
          </>
        )}
        {pagination.hasMore && episodes.length > 0 && (
          <LoadMoreLink page={pagination.currentPage + 1} loading={loading} onLoadMore={loadMore} />
        )}
      </section>
    </>
  )
}

function EpisodeCard({ episode }: { episode: Data.PodcastEpisode }) {
  return (
    <Link
      route="lessons.show"
      routeParams={{ slug: episode.courseSlug, position: episode.position }}
      className="flex gap-4 rounded-2xl border bg-card p-5 transition-colors hover:border-primary"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Mic className="h-6 w-6" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-primary">{episode.courseTitle}</span>
        <span className="block font-semibold">{episode.title}</span>
        <span className="mt-1 block text-sm text-muted-foreground">{episode.description}</span>
        <Duration
          seconds={episode.durationSeconds}
          className="mt-2 flex text-xs text-muted-foreground"
        />
      </span>
    </Link>
  )
}

/**
 * 'Carregar Mais Episódios': a real link to the next page (?pagina=N), so the
 * server-rendered page leads search engines and visitors without JavaScript
 * to the older episodes; with JavaScript a click appends them instead.
 * A click that asks for a new tab or window stays a plain link.
 */
function LoadMoreLink({
  page,
  loading,
  onLoadMore,
}: {
  page: number
  loading: boolean
  onLoadMore: () => void
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    if (!loading) onLoadMore()
  }
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="outline" size="lg" asChild>
        <a
          href={urlFor('podcast', {}, { qs: { pagina: page } })}
          rel="next"
          onClick={onClick}
          aria-disabled={loading || undefined}
        >
          {loading ? TEXT.loadingMore : TEXT.loadMore}
        </a>
      </Button>
    </div>
  )
}
