import { Link } from '@adonisjs/inertia/react'
import { BookOpen, Lock } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Progress } from '~/components/ui/progress'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { SectionCard } from './section_card'
import { CourseCoverFallback } from '~/components/catalog/course_image'

type CourseInProgress = Data.Dashboard['inProgress'][number]

function CourseRow({ course }: { course: CourseInProgress }) {
  return (
    <li className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <CourseCoverFallback
            title={course.title}
            decorative
            className="h-10 w-10 shrink-0 rounded-lg"
          />
          <div>
            <Link
              route="courses.show"
              routeParams={{ slug: course.slug }}
              className="font-semibold hover:underline"
            >
              {course.title}
            </Link>
            {course.mentorName && (
              <p className="text-xs text-muted-foreground">Mentor: {course.mentorName}</p>
            )}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <Progress value={course.percent} label={`Progresso em ${course.title}`} />
          <span className="text-sm font-semibold tabular-nums">{course.percent}%</span>
        </div>
        <p className="text-sm text-muted-foreground">
          {course.nextLesson ? <>Próxima aula: {course.nextLesson.title}</> : null}
          {course.nextLesson ? ' · ' : ''}
          Tempo restante: {formatDuration(course.secondsLeft)}
        </p>
      </div>
      {course.nextLesson?.lock ? (
        <p
          className="flex items-center gap-1 text-sm text-muted-foreground"
          data-testid="continue-lock"
        >
          <Lock className="h-4 w-4" aria-hidden="true" /> {course.nextLesson.lock}
        </p>
      ) : course.nextLesson ? (
        <Button asChild>
          <Link
            route="lessons.show"
            routeParams={{ slug: course.slug, position: course.nextLesson.position }}
            aria-label={`Continuar ${course.title}`}
          >
            Continuar
          </Link>
        </Button>
      ) : null}
    </li>
  )
}

/** 'Cursos em Andamento': each started course with its progress and the next lesson. */
export function InProgressCourses({ courses }: { courses: CourseInProgress[] }) {
  return (
    <SectionCard icon={BookOpen} title="Cursos em Andamento">
      {courses.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
          <p className="font-medium">Você ainda não começou nenhum curso.</p>
          <p className="text-sm text-muted-foreground">
            Explore o catálogo, abra a primeira aula e seu progresso aparece aqui.
          </p>
          <Button asChild>
            <Link route="courses.index">Explorar cursos</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4">
          {courses.map((course) => (
            <CourseRow key={course.courseId} course={course} />
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
