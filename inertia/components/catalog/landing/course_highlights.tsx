import { Link } from '@adonisjs/inertia/react'
import { GraduationCap } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { CATEGORY_LABELS, LEVEL_LABELS } from '@domain/catalog/catalog'
import { COURSES } from '~/content/landing'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { Duration } from '~/components/ui/duration'
import { SectionHeading } from '~/components/catalog/landing/section_heading'
import { CourseImage } from '~/components/catalog/course_image'
import { CourseAccess } from '~/components/catalog/course_access'

/** The three newest published courses, or 'Cursos em Preparação' when there are none. */
export function CourseHighlights({ courses }: { courses: Data.Course[] }) {
  return (
    <section id="cursos" aria-labelledby="cursos-titulo" className="scroll-mt-20 bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="cursos-titulo"
          eyebrow={COURSES.eyebrow}
          title={COURSES.title}
          subtitle={COURSES.subtitle}
        />
        {courses.length === 0 ? (
          <div className="mx-auto max-w-lg rounded-2xl border border-dashed bg-card p-10 text-center">
            <GraduationCap className="mx-auto mb-3 h-10 w-10 text-primary" aria-hidden="true" />
            <h3 className="text-xl font-semibold">{COURSES.empty}</h3>
            <p className="mt-2 text-muted-foreground">{COURSES.emptyText}</p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {courses.map((course) => (
              <li
                key={course.id}
                className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm"
              >
                <div className="flex h-36 items-center justify-center bg-gradient-to-br from-primary/20 to-highlight/20">
                  <CourseImage course={course} />
                </div>
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{CATEGORY_LABELS[course.category]}</Badge>
                    <Badge variant="outline">{LEVEL_LABELS[course.level]}</Badge>
                  </div>
                  <h3 className="text-lg font-semibold leading-snug">
                    <Link
                      route="courses.show"
                      routeParams={{ slug: course.slug }}
                      className="hover:text-primary hover:underline"
                    >
                      {course.title}
                    </Link>
                  </h3>
                  <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>
                  <div className="mt-auto flex items-center justify-between pt-2">
                    <Duration
                      seconds={course.durationSeconds}
                      className="text-sm text-muted-foreground"
                      iconClassName="h-4 w-4"
                    />
                    <CourseAccess free={course.free} className="text-right" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link route="auth.show">{COURSES.start}</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link route="courses.index">{COURSES.all}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
