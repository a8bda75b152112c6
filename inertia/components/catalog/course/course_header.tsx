import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, BookOpen, Clock, Star, Users } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { CATEGORY_LABELS, LEVEL_LABELS } from '@domain/catalog/catalog'
import { formatNumber } from '@domain/platform/format'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { ratingLabel, reviewsLabel } from '@domain/catalog/course_figures'
import { Badge } from '~/components/ui/badge'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { MentorAvatar } from '~/components/catalog/course/mentor_avatar'

/** Category, level, title, description and the course's figures, all from the database. */
export function CourseHeader({ course }: { course: Data.CourseDetail }) {
  const figures = [
    { icon: Users, text: COURSE_TEXT.students(course.students, formatNumber(course.students)) },
    /* No length to show while no lesson's length is known. */
    ...(course.durationSeconds > 0
      ? [{ icon: Clock, text: COURSE_TEXT.totalDuration(formatDuration(course.durationSeconds)) }]
      : []),
    {
      icon: Star,
      text:
        course.rating === null
          ? ratingLabel(null)
          : COURSE_TEXT.ratingWithReviews(ratingLabel(course.rating), reviewsLabel(course.reviews)),
    },
    { icon: BookOpen, text: COURSE_TEXT.modules(course.modulesCount) },
  ]

  return (
    <header className="grid gap-4">
      <Link
        route="courses.index"
        className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {COURSE_TEXT.backToCourses}
      </Link>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{CATEGORY_LABELS[course.category]}</Badge>
        <Badge variant="outline">{LEVEL_LABELS[course.level]}</Badge>
      </div>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{course.title}</h1>
      {course.subtitle && <p className="text-lg text-muted-foreground">{course.subtitle}</p>}
      {course.description && <p className="leading-relaxed">{course.description}</p>}

      <ul
        aria-label={COURSE_TEXT.figuresLabel}
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm"
        data-testid="course-figures"
      >
        {figures.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-1.5">
            <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> {text}
          </li>
        ))}
      </ul>

      {course.mentorName && (
        <div className="flex items-center gap-3 rounded-lg border bg-card p-3">
          <MentorAvatar size="lg" label={course.mentorName} />
          <div>
            <p className="text-xs text-muted-foreground">{COURSE_TEXT.mentor}</p>
            <p className="font-semibold">{course.mentorName}</p>
            {course.mentorExperience && (
              <p className="text-xs text-muted-foreground">{course.mentorExperience}</p>
            )}
          </div>
        </div>
      )}

      {course.tags.length > 0 && (
        <ul aria-label={COURSE_TEXT.tagsLabel} className="flex flex-wrap gap-2">
          {course.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}
