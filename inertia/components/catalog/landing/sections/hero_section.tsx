import { Link } from '@adonisjs/inertia/react'
import { Sparkles } from '~/components/platform/icons'
import { HERO } from '~/content/landing'
import { EMPLOYABILITY_CLAIM } from '~/content/marketing'
import { figureCount, figureValue, type LandingFigures } from '~/components/catalog/landing/figures'
import { ClaimsNote, claimValue } from '~/components/catalog/landing/claims'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { OfferButton } from '~/components/catalog/landing/offer_button'

export function HeroSection({ figures }: { figures: LandingFigures }) {
  const items = [
    {
      value: figureValue(figures, 'courses'),
      label: HERO.coursesLabel(figureCount(figures, 'courses')),
    },
    HERO.mentors,
    { value: claimValue(EMPLOYABILITY_CLAIM.value), label: EMPLOYABILITY_CLAIM.label },
  ]
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 md:py-28">
        <div className="mx-auto max-w-3xl space-y-6 text-center">
          <Badge variant="secondary" className="mx-auto">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> {HERO.badge}
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">
            {HERO.title} <span className="text-primary">{HERO.highlight}</span>
          </h1>
          <p className="text-lg text-muted-foreground">{HERO.subtitle}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <OfferButton />
            <Button size="lg" variant="outline" asChild>
              <Link route="courses.show" routeParams={{ slug: 'fundamentos-cannabis-ia' }}>
                {HERO.secondaryButton}
              </Link>
            </Button>
          </div>
          <div className="pt-6">
            <dl className="mx-auto grid max-w-xl grid-cols-3 gap-4" data-testid="hero-figures">
              {items.map((item) => (
                <div key={item.label} className="flex flex-col-reverse">
                  <dt className="text-xs text-muted-foreground md:text-sm">{item.label}</dt>
                  <dd className="text-2xl font-bold text-primary md:text-3xl">{item.value}</dd>
                </div>
              ))}
            </dl>
            <ClaimsNote />
          </div>
        </div>
      </div>
    </section>
  )
}
