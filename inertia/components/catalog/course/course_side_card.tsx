import { Link } from '@adonisjs/inertia/react'
import { CheckCircle2, Clock, Infinity as InfinityIcon } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { CourseImage } from '~/components/catalog/course_image'
import { ShareButton } from '~/components/ui/share_button'
import { FavoriteButton } from '~/components/catalog/course/favorite_button'
import { COURSE_TEXT } from '~/components/catalog/course/texts'

/**
 * How the course is had (free, or in the Plano Premium: never a price of its
 * own), the learner's progress and the start/continue
 * button. 'Continuar Curso' (progress above 0) opens the first incomplete
 * lesson, else lesson 1 (ProgressService decides the position).
 */
export function CourseSideCard({
  course,
  viewer,
}: {
  course: Data.CourseDetail
  viewer: Data.CourseViewer
}) {
  const progress = viewer.progress
  const percent = progress?.percent ?? 0
  const position = progress?.continuePosition ?? 1

  return (
    <Card className="overflow-hidden lg:sticky lg:top-20" data-testid="course-side-card">
      <div className="flex h-40 items-center justify-center bg-gradient-to-br from-primary/15 to-accent">
        <CourseImage course={course} />
      </div>
      <CardContent className="grid gap-5 pt-6">
        <div data-testid="course-access">
          <p className="text-2xl font-bold text-primary">
            {course.free ? COURSE_TEXT.free : COURSE_TEXT.inPremium}
          </p>
          <p className="text-sm text-muted-foreground">
            {course.free ? COURSE_TEXT.freeCourse : COURSE_TEXT.premiumCourse}
          </p>
          {course.free && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm">
              <InfinityIcon className="h-4 w-4 text-primary" aria-hidden="true" />{' '}
              {COURSE_TEXT.lifetime}
            </p>
          )}
          {course.durationSeconds > 0 && (
            <p className="mt-1 flex items-center gap-1.5 text-sm" data-testid="course-total">
              <Clock className="h-4 w-4 text-primary" aria-hidden="true" />{' '}
              {COURSE_TEXT.totalDuration(formatDuration(course.durationSeconds))}
            </p>
          )}
        </div>

        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span>{COURSE_TEXT.yourProgress}</span>
            <span className="font-semibold" data-testid="course-progress-percent">
              {percent}%
            </span>
          </div>
          <Progress value={percent} label={COURSE_TEXT.yourProgress} />
          {progress ? (
            <p className="text-xs text-muted-foreground">
              {COURSE_TEXT.lessonsDone(progress.completedLessons, progress.totalLessons)}
            </p>
          ) : (
            <Link
              route="auth.show"
              className="text-xs text-primary underline-offset-4 hover:underline"
            >
              {COURSE_TEXT.signInToTrack}
            </Link>
          )}
        </div>

        {course.publishedLessons > 0 ? (
          <Button size="lg" asChild>
            <Link route="lessons.show" routeParams={{ slug: course.slug, position }}>
              {percent > 0 ? COURSE_TEXT.continueCourse : COURSE_TEXT.startCourse}
            </Link>
          </Button>
        ) : (
          <Button size="lg" disabled>
            {COURSE_TEXT.comingSoon}
          </Button>
        )}

        <div className="flex gap-2">
          <ShareButton
            title={course.title}
            text={course.subtitle}
            url={urlFor('courses.show', { slug: course.slug })}
            copiedText={COURSE_TEXT.linkCopiedText}
            className="flex-1"
          />
          <FavoriteButton
            slug={course.slug}
            signedIn={viewer.signedIn}
            isFavorite={viewer.isFavorite}
          />
        </div>

        {course.features.length > 0 && (
          <div className="grid gap-2 border-t pt-4">
            <p className="text-sm font-semibold">{COURSE_TEXT.includes}</p>
            <ul className="grid gap-1.5 text-sm">
              {course.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <CheckCircle2
                    className="mt-0.5 h-4 w-4 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
