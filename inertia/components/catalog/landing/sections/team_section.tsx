import { Mail } from '~/components/platform/icons'
import { TEAM } from '~/content/landing'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { Avatar } from '~/components/ui/avatar'
import { LandingSection } from '~/components/catalog/landing/section_heading'

export function TeamSection() {
  return (
    <LandingSection id="time" muted eyebrow={TEAM.eyebrow} title={TEAM.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM.members.map((member) => (
          <li
            key={member.name}
            className="flex flex-col gap-3 rounded-2xl border bg-card p-6 text-center"
          >
            <Avatar
              src={member.image}
              name={member.name}
              className="mx-auto h-20 w-20 text-2xl ring-4 ring-primary/15 ring-offset-2 ring-offset-card"
              fallbackClassName="bg-gradient-to-br from-primary to-emerald-700 tracking-wide text-primary-foreground"
            />
            <div>
              <h3 className="font-semibold">{member.name}</h3>
              <p className="text-sm text-primary">{member.role}</p>
              <p className="text-xs text-muted-foreground">{member.specialty}</p>
            </div>
            <p className="text-sm text-muted-foreground">{member.description}</p>
            <p className="text-sm">
              <span className="font-semibold">{member.experience}</span> de experiência
            </p>
            <div className="mt-auto flex flex-wrap justify-center gap-1.5">
              {member.achievements.map((achievement) => (
                <Badge key={achievement} variant="secondary">
                  {achievement}
                </Badge>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center md:flex-row md:text-left">
        <div className="flex-1 space-y-2">
          <h3 className="text-xl font-semibold">{TEAM.hiring.title}</h3>
          <p className="text-muted-foreground">{TEAM.hiring.text}</p>
          <div className="flex flex-wrap justify-center gap-2 md:justify-start">
            {TEAM.hiring.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </div>
        </div>
        <Button variant="outline" asChild>
          <a href={`mailto:${TEAM.hiring.email}`}>
            <Mail className="h-4 w-4" aria-hidden="true" /> {TEAM.hiring.button}
          </a>
        </Button>
      </div>
    </LandingSection>
  )
}
