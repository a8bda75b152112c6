import { Link } from '@adonisjs/inertia/react'
import { Eye, Users } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { CATEGORY_LABELS, LEVEL_LABELS } from '@domain/catalog/catalog'
import { formatNumber } from '@domain/platform/format'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Duration } from '~/components/ui/duration'
import { OnDemand } from '~/components/ui/on_demand'
import { lazyComponent } from '~/lib/lazy_component'
import { RatingBadge } from '~/components/catalog/rating'
import { CourseImage } from '~/components/catalog/course_image'
import { CourseAccess } from '~/components/catalog/course_access'
import { CATALOG_TEXT } from '~/components/catalog/texts'

/* The preview dialog (Radix Dialog) comes when a visitor asks for one. */
const CoursePreview = lazyComponent(
  () => import('~/components/catalog/course_preview_dialog'),
  ({ trigger }) => trigger
)

export function CourseCard({ course }: { course: Data.Course.Variants['forCatalog'] }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="course-card">
      <div className="relative flex h-40 items-center justify-center bg-gradient-to-br from-primary/15 to-accent">
        <CourseImage course={course} />
        {course.featured && (
          <Badge variant="highlight" className="absolute left-3 top-3">
            {CATALOG_TEXT.featured}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{CATEGORY_LABELS[course.category]}</Badge>
          <Badge variant="outline">{LEVEL_LABELS[course.level]}</Badge>
        </div>
        <h3 className="text-lg font-semibold leading-tight">{course.title}</h3>
        {course.subtitle && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{course.subtitle}</p>
        )}
        {course.mentorName && (
          <p className="text-sm">
            <span className="text-muted-foreground">{CATALOG_TEXT.mentor}: </span>
            {course.mentorName}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <Duration seconds={course.durationSeconds} iconClassName="h-4 w-4" />
          <span className="inline-flex items-center gap-1">
            <Users className="h-4 w-4" aria-hidden="true" /> {formatNumber(course.students)}{' '}
            {CATALOG_TEXT.students(course.students)}
          </span>
          <RatingBadge rating={course.rating} reviews={course.reviews} />
        </div>
        <CourseAccess free={course.free} />
        <div className="flex gap-2 pt-2">
          <Button asChild className="flex-1">
            <Link route="courses.show" routeParams={{ slug: course.slug }}>
              {CATALOG_TEXT.startCourse}
            </Link>
          </Button>
          <OnDemand
            trigger={
              <Button variant="outline" aria-label={`${CATALOG_TEXT.preview}: ${course.title}`}>
                <Eye className="h-4 w-4" aria-hidden="true" /> {CATALOG_TEXT.preview}
              </Button>
            }
            preload={CoursePreview.preload}
            popup="dialog"
          >
            {(trigger) => <CoursePreview course={course} trigger={trigger} />}
          </OnDemand>
        </div>
      </div>
    </Card>
  )
}
