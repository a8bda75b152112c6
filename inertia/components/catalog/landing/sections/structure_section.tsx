import { Link } from '@adonisjs/inertia/react'
import { STRUCTURE } from '~/content/landing'
import { LandingSection } from '~/components/catalog/landing/section_heading'
import { figureValue, type LandingFigures } from '~/components/catalog/landing/figures'
import { Icon, type IconName } from './landing_icon'

/** Videos, podcast episodes and articles: the published lessons of each kind. */
export function StructureSection({ figures }: { figures: LandingFigures }) {
  return (
    <LandingSection
      id="podcast"
      headingId="estrutura-titulo"
      muted
      eyebrow={STRUCTURE.eyebrow}
      title={STRUCTURE.title}
    >
      <ul className="grid gap-6 md:grid-cols-3" data-testid="landing-structure">
        {STRUCTURE.items.map((item) => {
          const body = (
            <>
              <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon name={item.icon as IconName} className="h-5 w-5" />
              </span>
              <p className="text-3xl font-bold">{figureValue(figures, item.figure)}</p>
              <h3 className="font-semibold">{item.label}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
            </>
          )
          return (
            <li key={item.label} className="rounded-2xl border bg-card p-6">
              {'route' in item && item.route ? (
                <Link route={item.route} className="block">
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          )
        })}
      </ul>
    </LandingSection>
  )
}
