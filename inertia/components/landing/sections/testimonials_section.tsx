import { Star } from 'lucide-react'
import { TESTIMONIALS } from '~/content/landing'
import { Avatar } from '~/components/ui/avatar'
import { LandingSection } from '~/components/landing/section_heading'

export function TestimonialsSection() {
  return (
    <LandingSection id="comunidade" eyebrow={TESTIMONIALS.eyebrow} title={TESTIMONIALS.title}>
      <dl className="mb-10 grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.stats.map((stat) => (
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
