import { useState, type ReactElement } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Play } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { CATEGORY_LABELS, LEVEL_LABELS } from '@domain/catalog/catalog'
import { formatNumber } from '@domain/platform/format'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { ratingLabel, reviewsLabel } from '@domain/catalog/course_figures'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { CourseImage } from '~/components/catalog/course_image'
import { CourseAccess } from '~/components/catalog/course_access'
import { CATALOG_TEXT } from '~/components/catalog/texts'
import { MentorAvatar } from '~/components/catalog/course/mentor_avatar'
import { PreviewLearning, PreviewMentorBio } from '~/components/catalog/course_preview_texts'

/** YouTube links play in YouTube's embed; any other URL (an uploaded file) in a <video>. */
function youtubeEmbedUrl(url: string) {
  const match = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/)
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}?autoplay=1` : null
}

function PreviewVideo({ course }: { course: Data.Course.Variants['forCatalog'] }) {
  const [playing, setPlaying] = useState(false)
  const url = course.previewVideoUrl

  if (!url) {
    return (
      <div className="grid gap-2">
        <Button disabled aria-describedby={`preview-missing-${course.id}`}>
          <Play className="h-4 w-4" aria-hidden="true" /> {CATALOG_TEXT.watchPreview}
        </Button>
        <p id={`preview-missing-${course.id}`} className="text-sm text-muted-foreground">
          {CATALOG_TEXT.noPreviewVideo}
        </p>
      </div>
    )
  }

  const embed = youtubeEmbedUrl(url)
  return (
    <div className="grid gap-3">
      {playing &&
        (embed ? (
          <iframe
            src={embed}
            title={CATALOG_TEXT.previewVideoTitle(course.title)}
            className="aspect-video w-full rounded-lg"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <video
            src={url}
            controls
            autoPlay
            className="aspect-video w-full rounded-lg bg-black"
            aria-label={CATALOG_TEXT.previewVideoTitle(course.title)}
            data-testid="preview-video"
          >
            {course.previewCaptionsUrl && (
              <track
                kind="captions"
                src={course.previewCaptionsUrl}
                srcLang="pt-BR"
                label="Português"
                default
              />
            )}
          </video>
        ))}
      <Button onClick={() => setPlaying((value) => !value)} aria-pressed={playing}>
        <Play className="h-4 w-4" aria-hidden="true" />{' '}
        {playing ? CATALOG_TEXT.hidePreview : CATALOG_TEXT.watchPreview}
      </Button>
    </div>
  )
}

/** Content of a course's preview dialog (Radix: focus trapped and restored, Esc closes). */
export function CoursePreviewDialog({ course }: { course: Data.Course.Variants['forCatalog'] }) {
  const stats = [
    { label: CATALOG_TEXT.statsModules, value: formatNumber(course.modulesCount) },
    {
      label: CATALOG_TEXT.statsDuration,
      value: course.durationSeconds > 0 ? formatDuration(course.durationSeconds) : '—',
    },
    { label: CATALOG_TEXT.statsStudents, value: formatNumber(course.students) },
    {
      label: CATALOG_TEXT.statsRating,
      value:
        course.rating === null
          ? ratingLabel(null)
          : `${ratingLabel(course.rating)} (${reviewsLabel(course.reviews)})`,
    },
  ]

  return (
    <DialogContent
      title={course.title}
      description={course.subtitle ?? CATALOG_TEXT.previewDescription}
      className="max-w-2xl"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{CATEGORY_LABELS[course.category]}</Badge>
          <Badge variant="outline">{LEVEL_LABELS[course.level]}</Badge>
        </div>
        <CourseAccess free={course.free} className="text-right" />
      </div>

      <section
        aria-label={CATALOG_TEXT.watchPreview}
        className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      >
        <div className="flex h-28 items-center justify-center">
          <CourseImage
            course={course}
            className="aspect-video h-28 w-auto rounded-md object-cover"
          />
        </div>
        <PreviewVideo course={course} />
      </section>

      <PreviewLearning slug={course.slug} />

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-lg border p-3 text-center">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-lg font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>

      {course.mentorName && (
        <section className="flex gap-3 rounded-lg border p-4">
          <MentorAvatar size="lg" label={course.mentorName} />
          <div className="grid gap-1">
            <h3 className="text-sm text-muted-foreground">{CATALOG_TEXT.mentorCard}</h3>
            <p className="font-semibold">{course.mentorName}</p>
            <PreviewMentorBio slug={course.slug} />
          </div>
        </section>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{CATALOG_TEXT.closePreview}</Button>
        </DialogClose>
        <Button asChild>
          <Link route="courses.show" routeParams={{ slug: course.slug }}>
            {CATALOG_TEXT.startNow}
          </Link>
        </Button>
      </div>
    </DialogContent>
  )
}

/** The card's 'Prévia' button and its dialog, open at once (its own chunk: see course_card.tsx). */
export default function CoursePreview({
  course,
  trigger,
}: {
  course: Data.Course.Variants['forCatalog']
  trigger: ReactElement
}) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <CoursePreviewDialog course={course} />
    </Dialog>
  )
}
