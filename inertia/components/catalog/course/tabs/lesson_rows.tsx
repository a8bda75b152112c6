import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { lessonTypeLabel } from '@domain/catalog/lesson_types'
import { cn } from '~/lib/utils'
import { CheckCircle2, Circle, Lock, PlayCircle } from '~/components/platform/icons'
import { Badge } from '~/components/ui/badge'
import { Duration } from '~/components/ui/duration'
import { COURSE_TEXT } from '~/components/catalog/course/texts'

export type LessonRowData = Data.CourseLessons[string][number]

const MARK_COLOURS: Record<LessonRowData['mark'], string> = {
  completed: 'text-success',
  current: 'text-primary',
  upcoming: 'text-muted-foreground',
  pending: 'text-muted-foreground',
}

/* Drawn from the shared sprite: a long module costs two small elements per icon. */
const MARK_ICONS = {
  completed: CheckCircle2,
  current: PlayCircle,
  upcoming: Lock,
  pending: Circle,
}

function MarkIcon({ mark }: { mark: LessonRowData['mark'] }) {
  const Icon = MARK_ICONS[mark]
  return <Icon className={cn('h-5 w-5 shrink-0', MARK_COLOURS[mark])} aria-hidden="true" />
}

/**
 * One lesson of the Conteúdo tab: number, title, type, length and the
 * learner's mark ('Não aprovado' on a quiz whose every attempt failed), and
 * why it is locked: Premium, or the course's pacing ('Disponível em 03/12').
 */
export function LessonRow({ slug, lesson }: { slug: string; lesson: LessonRowData }) {
  const meta = (
    <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
      <span>{lessonTypeLabel(lesson.type)}</span>
      <Duration seconds={lesson.durationSeconds} />
    </span>
  )

  if (lesson.position === null) {
    return (
      <li
        className="flex items-center gap-3 rounded-md px-3 py-2.5 text-muted-foreground"
        data-mark="upcoming"
      >
        <MarkIcon mark="upcoming" />
        <span className="flex-1">{lesson.title}</span>
        <Badge variant="outline">{COURSE_TEXT.lessonSoon}</Badge>
        {meta}
      </li>
    )
  }

  return (
    <li
      data-mark={lesson.mark}
      data-locked={lesson.locked ? 'true' : undefined}
      data-paced={lesson.pacingLock ? 'true' : undefined}
    >
      <Link
        route="lessons.show"
        routeParams={{ slug, position: lesson.position }}
        aria-current={lesson.mark === 'current' ? 'step' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2.5 transition-colors hover:bg-accent',
          lesson.mark === 'current' && 'bg-primary/10 ring-1 ring-primary/40'
        )}
      >
        <MarkIcon mark={lesson.mark} />
        <span className="flex-1">
          <span className="text-muted-foreground">{lesson.position}. </span>
          {lesson.title}
          {lesson.mark === 'completed' && (
            <span className="sr-only"> ({COURSE_TEXT.lessonCompleted})</span>
          )}
        </span>
        {lesson.failed && <Badge variant="destructive">{COURSE_TEXT.lessonFailed}</Badge>}
        {lesson.mark === 'current' && <Badge>{COURSE_TEXT.lessonCurrent}</Badge>}
        {lesson.locked && (
          <Badge variant="outline">
            <Lock className="h-3 w-3" aria-hidden="true" /> {COURSE_TEXT.lessonPremium}
          </Badge>
        )}
        {lesson.pacingLock && (
          <Badge variant="outline">
            <Lock className="h-3 w-3" aria-hidden="true" /> {lesson.pacingLock}
          </Badge>
        )}
        {meta}
      </Link>
    </li>
  )
}
