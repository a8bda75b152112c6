import { AI_FEATURES } from '~/content/landing'
import { LandingSection } from '~/components/catalog/landing/section_heading'
import { Icon, type IconName } from './landing_icon'

export function AIFeaturesSection() {
  return (
    <LandingSection id="ia" eyebrow={AI_FEATURES.eyebrow} title={AI_FEATURES.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {AI_FEATURES.features.map((feature) => (
          <li key={feature.title} className="rounded-2xl border bg-card p-6">
            <span className="mb-4 flex h-11 w-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon name={feature.icon as IconName} className="h-5 w-5" />
            </span>
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
