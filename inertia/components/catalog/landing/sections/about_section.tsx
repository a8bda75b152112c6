import { Check, X } from '~/components/platform/icons'
import { ABOUT } from '~/content/landing'
import { LandingSection } from '~/components/catalog/landing/section_heading'

export function AboutSection() {
  return (
    <LandingSection id="sobre" eyebrow={ABOUT.eyebrow} title={ABOUT.title}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-destructive/30 bg-destructive/5 p-8">
          <h3 className="mb-4 text-xl font-semibold">{ABOUT.problemTitle}</h3>
          <ul className="space-y-3">
            {ABOUT.problems.map((item) => (
              <li key={item} className="flex gap-3">
                <X className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" /> {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-primary/30 bg-primary/5 p-8">
          <h3 className="mb-4 text-xl font-semibold">{ABOUT.solutionTitle}</h3>
          <ul className="space-y-3">
            {ABOUT.solutions.map((item) => (
              <li key={item} className="flex gap-3">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  )
}
