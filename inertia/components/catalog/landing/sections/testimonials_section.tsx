import { Star } from '~/components/platform/icons'
import { METRICS, TESTIMONIALS } from '~/content/landing'
import { ratingLabel } from '@domain/catalog/course_figures'
import { figureCount, figureValue, type LandingFigures } from '~/components/catalog/landing/figures'
import { Avatar } from '~/components/ui/avatar'
import { LandingSection } from '~/components/catalog/landing/section_heading'

/** Real figures (average rating, reviews, members) above the testimonials. */
export function TestimonialsSection({ figures }: { figures: LandingFigures }) {
  const stats = [
    {
      value: figures ? ratingLabel(figures.averageRating) : METRICS.unavailable,
      label: TESTIMONIALS.ratingLabel,
    },
    {
      value: figureValue(figures, 'reviews'),
      label: TESTIMONIALS.reviewsLabel(figureCount(figures, 'reviews')),
    },
    {
      value: figureValue(figures, 'members'),
      label: TESTIMONIALS.membersLabel(figureCount(figures, 'members')),
    },
  ]
  return (
    <LandingSection id="comunidade" eyebrow={TESTIMONIALS.eyebrow} title={TESTIMONIALS.title}>
      <dl className="mb-10 grid gap-4 md:grid-cols-3" data-testid="landing-community-figures">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-xl border bg-card p-5 text-center"
          >
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.items.map((item) => (
          <li key={item.name} className="flex flex-col gap-4 rounded-2xl border bg-card p-6">
            <div
              className="flex gap-0.5 text-highlight"
              role="img"
              aria-label="Avaliação: 5 de 5 estrelas"
            >
              {Array.from({ length: 5 }, (_, star) => (
                <Star key={star} className="h-4 w-4 fill-current" aria-hidden="true" />
              ))}
            </div>
            <blockquote className="flex-1 text-muted-foreground">“{item.text}”</blockquote>
            <div className="flex items-center gap-3">
              <Avatar name={item.name} className="h-9 w-9 text-sm" />
              <div>
                <p className="text-sm font-semibold">{item.name}</p>
                <p className="text-xs text-muted-foreground">{item.role}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
