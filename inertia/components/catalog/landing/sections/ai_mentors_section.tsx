import { Link } from '@adonisjs/inertia/react'
import { Bot } from '~/components/platform/icons'
import { AI_MENTORS } from '~/content/landing'
import { Button } from '~/components/ui/button'
import { Icon, type IconName } from './landing_icon'
import { LandingSection } from '~/components/catalog/landing/section_heading'

export function AIMentorsSection() {
  return (
    <LandingSection id="mentores" muted eyebrow={AI_MENTORS.eyebrow} title={AI_MENTORS.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {AI_MENTORS.mentors.map((mentor) => (
          <li key={mentor.name} className="flex flex-col gap-3 rounded-2xl border bg-card p-6">
            <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
              <Icon name={mentor.icon as IconName} className="h-7 w-7" />
            </span>
            <h3 className="text-lg font-semibold">{mentor.name}</h3>
            <p className="text-sm font-medium text-primary">{mentor.area}</p>
            <p className="text-sm text-muted-foreground">{mentor.description}</p>
            <Button variant="outline" className="mt-auto" asChild>
              <Link
                route="courses.show"
                routeParams={{ slug: mentor.courseSlug }}
                qs={{ aba: 'mentor' }}
              >
                <Bot className="h-4 w-4" aria-hidden="true" /> {AI_MENTORS.button}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
