import { Link } from '@adonisjs/inertia/react'
import { Clock, Mic } from '~/components/icons'
import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { PAGE_META } from '~/content/seo'

export default function PodcastIndex({ episodes }: { episodes: Data.PodcastEpisode[] }) {
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
        {episodes.length === 0 ? (
          <p className="mt-10 rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
            Nenhum episódio publicado ainda. Volte em breve!
          </p>
        ) : (
          <ul className="mt-10 space-y-4">
            {episodes.map((episode) => (
              <li key={episode.id}>
                <Link
                  route="lessons.show"
                  routeParams={{ slug: episode.courseSlug, position: episode.position }}
                  className="flex gap-4 rounded-2xl border bg-card p-5 transition-colors hover:border-primary"
                >
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
                    <Mic className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-medium text-primary">
                      {episode.courseTitle}
                    </span>
                    <span className="block font-semibold">{episode.title}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {episode.description}
                    </span>
                    <span className="mt-2 flex items-center gap-1 text-xs text-muted-foreground">
                      <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {episode.durationMinutes}{' '}
                      min
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
