import { Link } from '@adonisjs/inertia/react'
import { Check } from '~/components/platform/icons'
import { SPECIALIZATIONS } from '~/content/landing'
import { Button } from '~/components/ui/button'
import { LandingSection } from '~/components/catalog/landing/section_heading'
import { Icon, type IconName } from './landing_icon'

export function SpecializationSection() {
  return (
    <LandingSection
      id="especializacoes"
      eyebrow={SPECIALIZATIONS.eyebrow}
      title={SPECIALIZATIONS.title}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SPECIALIZATIONS.areas.map((area) => (
          <li key={area.key} className="flex flex-col gap-4 rounded-2xl border bg-card p-8">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon name={area.icon as IconName} className="h-6 w-6" />
            </span>
            <h3 className="text-xl font-semibold">{area.title}</h3>
            <p className="text-muted-foreground">{area.description}</p>
            <ul className="space-y-2 text-sm">
              {area.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" /> {benefit}
                </li>
              ))}
            </ul>
            <Button variant="outline" className="mt-auto" asChild>
              <Link route="courses.index" qs={{ categoria: area.category }}>
                {area.cta}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
