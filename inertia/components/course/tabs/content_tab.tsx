import { Link } from '@adonisjs/inertia/react'
import { CheckCircle2, Circle, Clock, Lock, PlayCircle } from 'lucide-react'
import { formatMinutes, LESSON_TYPE_LABELS } from '@domain/course_page'
import { cn } from '~/lib/utils'
import { Badge } from '~/components/ui/badge'
import type { CourseTabProps } from '~/components/course/tabs/types'
import { COURSE_TEXT } from '~/components/course/texts'
import { CourseMaterials } from '~/components/course/course_materials'

type Lesson = CourseTabProps['modules'][number]['lessons'][number]

function LessonIcon({ mark }: { mark: Lesson['mark'] }) {
  if (mark === 'completed')
    return <CheckCircle2 className="h-5 w-5 shrink-0 text-success" aria-hidden="true" />
  if (mark === 'current')
    return <PlayCircle className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
  if (mark === 'upcoming')
    return <Lock className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
  return <Circle className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
}

function LessonRow({ slug, lesson }: { slug: string; lesson: Lesson }) {
  const meta = (
    <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
      <span>{LESSON_TYPE_LABELS[lesson.type] ?? lesson.type}</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {formatMinutes(lesson.durationMinutes)}
      </span>
    </span>
  )

  if (lesson.position === null) {
    return (
      <li
        className="flex items-center gap-3 rounded-md px-3 py-2.5 text-muted-foreground"
        data-mark="upcoming"
      >
        <LessonIcon mark="upcoming" />
        <span className="flex-1">{lesson.title}</span>
        <Badge variant="outline">{COURSE_TEXT.lessonSoon}</Badge>
        {meta}
      </li>
    )
  }

  return (
    <li data-mark={lesson.mark}>
      <Link
        route="lessons.show"
        routeParams={{ slug, position: lesson.position }}
        aria-current={lesson.mark === 'current' ? 'step' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2.5 transition-colors hover:bg-accent',
          lesson.mark === 'current' && 'bg-primary/10 ring-1 ring-primary/40'
        )}
      >
        <LessonIcon mark={lesson.mark} />
        <span className="flex-1">
          <span className="text-muted-foreground">{lesson.position}. </span>
          {lesson.title}
          {lesson.mark === 'completed' && (
            <span className="sr-only"> ({COURSE_TEXT.lessonCompleted})</span>
          )}
        </span>
        {lesson.mark === 'current' && <Badge>{COURSE_TEXT.lessonCurrent}</Badge>}
        {meta}
      </Link>
    </li>
  )
}

/** Conteúdo: modules in order with their lessons, each opening /cursos/{slug}/aula/{n}. */
export function ContentTab({ course, modules, viewer, materials }: CourseTabProps) {
  const courseMaterials = materials ? <CourseMaterials materials={materials} /> : null
  if (modules.length === 0)
    return (
      <div className="grid gap-4">
        <p className="text-muted-foreground">{COURSE_TEXT.noLessons}</p>
        {courseMaterials}
      </div>
    )

  return (
    <div className="grid gap-4">
      <ol className="grid gap-4">
        {modules.map((module, index) => {
          const published = module.lessons.filter((lesson) => lesson.position !== null).length
          return (
            <li key={module.id ?? 'outras'} className="rounded-xl border bg-card">
              <section
                aria-labelledby={`module-${module.id ?? 'outras'}`}
                className="grid gap-2 p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 id={`module-${module.id ?? 'outras'}`} className="font-semibold">
                      {module.id === null
                        ? module.title
                        : COURSE_TEXT.moduleTitle(index + 1, module.title)}
                    </h2>
                    {module.description && (
                      <p className="text-sm text-muted-foreground">{module.description}</p>
                    )}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {COURSE_TEXT.lessonsCount(module.lessonCount)} ·{' '}
                    {formatMinutes(module.durationMinutes)}
                    {viewer.signedIn && published > 0 && (
                      <> · {COURSE_TEXT.moduleDone(module.completedCount, published)}</>
                    )}
                  </p>
                </div>
                <ul className="grid gap-1">
                  {module.lessons.map((lesson) => (
                    <LessonRow key={lesson.id} slug={course.slug} lesson={lesson} />
                  ))}
                </ul>
              </section>
            </li>
          )
        })}
      </ol>
      {courseMaterials}
    </div>
  )
}
