import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Star } from '~/components/platform/icons'
import { urlFor } from '~/client'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/input'
import { Field, fieldA11y } from '~/components/ui/field'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { formPasses } from '~/lib/form_checks'
import { REVIEW_FORM } from '@domain/catalog/forms'
import { useHydrated } from '~/hooks/use_hydrated'

/**
 * Post or edit the learner's review: 1–5 stars (a radio group, so arrows
 * and Space work) and a comment. The server validates; its pt-BR errors
 * show next to each field and what was typed stays. Opened straight on
 * this tab (?aba=avaliacoes), the form is the server's HTML until the tab's
 * chunk arrives: its controls stay disabled until then, so a star chosen
 * meanwhile is never silently dropped when React takes over.
 */
export function ReviewForm({
  slug,
  review,
  onCancel,
}: {
  slug: string
  review: { id: number; rating: number; comment: string } | null
  onCancel?: () => void
}) {
  const form = useForm({ rating: review?.rating ?? 0, comment: review?.comment ?? '' })
  const hydrated = useHydrated()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!formPasses(form, REVIEW_FORM)) return
    const options = { preserveScroll: true, onSuccess: () => onCancel?.() }
    if (review) form.put(urlFor('courses.reviews.update', { slug, id: review.id }), options)
    else form.post(urlFor('courses.reviews.store', { slug }), options)
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border bg-card p-5" noValidate>
      <fieldset
        className="grid gap-1.5"
        disabled={!hydrated}
        aria-describedby={form.errors.rating ? 'rating-error' : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium">{COURSE_TEXT.ratingLegend}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={form.data.rating === value}
                onChange={() => form.setData('rating', value)}
                className="sr-only"
              />
              <span className="sr-only">{COURSE_TEXT.starLabel(value)}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'h-7 w-7 transition-colors',
                  value <= form.data.rating
                    ? 'fill-highlight text-highlight'
                    : 'text-muted-foreground/50'
                )}
              />
            </label>
          ))}
        </div>
        {form.errors.rating && (
          <p id="rating-error" role="alert" className="text-sm text-destructive">
            {form.errors.rating}
          </p>
        )}
      </fieldset>

      <Field
        label={COURSE_TEXT.commentLabel}
        htmlFor="comment"
        error={form.errors.comment}
        hint={COURSE_TEXT.commentCounter(form.data.comment.length, REVIEW_FORM.comment.max)}
      >
        <Textarea
          {...fieldA11y('comment', form.errors.comment)}
          value={form.data.comment}
          disabled={!hydrated}
          maxLength={REVIEW_FORM.comment.max}
          rows={5}
          placeholder={COURSE_TEXT.commentPlaceholder}
          onChange={(event) => form.setData('comment', event.target.value)}
        />
      </Field>

      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {COURSE_TEXT.cancel}
          </Button>
        )}
        <Button type="submit" disabled={!hydrated || form.processing}>
          {form.processing
            ? COURSE_TEXT.saving
            : review
              ? COURSE_TEXT.saveReview
              : COURSE_TEXT.publishReview}
        </Button>
      </div>
    </form>
  )
}
