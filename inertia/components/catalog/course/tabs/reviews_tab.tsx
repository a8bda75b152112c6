import { useState } from 'react'
import type { Data } from '@generated/data'
import { Link } from '@adonisjs/inertia/react'
import { Pencil } from '~/components/platform/icons'
import { formatDate } from '@domain/platform/format'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Stars } from '~/components/catalog/rating'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { ReviewForm } from '~/components/catalog/course/tabs/review_form'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { TabData } from '~/components/catalog/course/tabs/tab_data'
import { ratingLabel, reviewsLabel } from '@domain/catalog/course_figures'
import { COURSE_TAB_LABELS } from '@domain/catalog/course_page'

function YourReviewArea({ course, viewer }: Pick<CourseTabProps, 'course' | 'viewer'>) {
  const [editing, setEditing] = useState(false)

  if (!viewer.signedIn) {
    return (
      <p className="rounded-xl border bg-card p-5 text-sm">
        {COURSE_TEXT.reviewSignIn}{' '}
        <Link
          route="auth.show"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {COURSE_TEXT.signIn}
        </Link>
      </p>
    )
  }
  if (viewer.ownReview) {
    if (editing)
      return (
        <ReviewForm
          slug={course.slug}
          review={viewer.ownReview}
          onCancel={() => setEditing(false)}
        />
      )
    return (
      <Button variant="outline" className="w-fit" onClick={() => setEditing(true)}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> {COURSE_TEXT.editReview}
      </Button>
    )
  }
  if (!viewer.canReview) {
    return (
      <p className="rounded-xl border bg-card p-5 text-sm text-muted-foreground">
        {COURSE_TEXT.reviewStartFirst}
      </p>
    )
  }
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{COURSE_TEXT.writeReview}</h3>
      <ReviewForm slug={course.slug} review={null} />
    </div>
  )
}

/**
 * Avaliações: the course's average and count and the learner's own review at
 * once; the latest reviews the first time the tab is shown.
 */
export function ReviewsTab({ course, reviews, viewer }: CourseTabProps) {
  return (
    <div className="grid gap-6">
      <section
        className="flex flex-wrap items-center gap-6 rounded-xl border bg-card p-5"
        aria-labelledby="reviews-summary"
      >
        <h2 id="reviews-summary" className="sr-only">
          {COURSE_TEXT.reviewsTitle}
        </h2>
        {course.rating === null ? (
          <p className="text-2xl font-bold" data-testid="reviews-average">
            {ratingLabel(null)}
          </p>
        ) : (
          <>
            <p className="text-5xl font-bold" data-testid="reviews-average">
              {ratingLabel(course.rating)}
            </p>
            <div className="grid gap-1">
              <Stars value={Math.round(course.rating)} />
              <p className="text-sm text-muted-foreground" data-testid="reviews-count">
                {reviewsLabel(course.reviews)}
              </p>
            </div>
          </>
        )}
      </section>

      <YourReviewArea course={course} viewer={viewer} />

      <TabData
        prop="reviews"
        loaded={reviews !== undefined}
        tab="avaliacoes"
        label={COURSE_TAB_LABELS.avaliacoes}
      >
        <ReviewList reviews={reviews ?? []} />
      </TabData>
    </div>
  )
}

/** The latest reviews (loaded the first time the tab is shown). */
function ReviewList({ reviews }: { reviews: Data.CourseReview[] }) {
  return reviews.length === 0 ? (
    <p className="text-muted-foreground">{COURSE_TEXT.noReviews}</p>
  ) : (
    <ul className="grid gap-4" aria-label={COURSE_TEXT.reviewsTitle}>
      {reviews.map((review) => (
        <li
          key={review.id}
          className="grid gap-2 rounded-xl border bg-card p-5"
          data-testid="review"
        >
          <div className="flex flex-wrap items-center gap-3">
            <Avatar src={review.authorAvatarUrl} name={review.authorName} />
            <div className="grid">
              <p className="font-semibold">
                {review.authorName}{' '}
                {review.own && <Badge variant="secondary">{COURSE_TEXT.yourReview}</Badge>}
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                {review.edited && ` ${COURSE_TEXT.edited}`}
              </p>
            </div>
            <Stars value={review.rating} className="ml-auto" />
          </div>
          {review.comment && (
            <p className="whitespace-pre-line leading-relaxed">{review.comment}</p>
          )}
        </li>
      ))}
    </ul>
  )
}
