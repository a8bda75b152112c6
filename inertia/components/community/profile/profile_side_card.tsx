import type { ReactNode } from 'react'
import { Briefcase, ExternalLink, Globe, MapPin } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatNumber } from '@domain/platform/format'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'

function yearsText(years: number) {
  return years === 1 ? '1 ano de experiência' : `${formatNumber(years)} anos de experiência`
}

/** Side card: avatar, name, specialty, bio, location, experience, the four counters and the member's links. */
export function ProfileSideCard({
  member,
  counters,
  editAction,
}: {
  member: Data.MemberProfile
  counters: Data.ProfileCounters
  editAction?: ReactNode
}) {
  const stats = [
    { label: 'Pontos', value: formatNumber(counters.points) },
    { label: 'Ranking', value: counters.ranking ? `#${formatNumber(counters.ranking)}` : '—' },
    { label: 'Cursos', value: formatNumber(counters.completedCourses) },
    { label: 'Ajudas', value: formatNumber(counters.helpfulAnswers) },
  ]

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center">
        <Avatar
          src={member.avatarUrl}
          name={member.fullName}
          initials={member.initials}
          className="h-24 w-24 text-2xl"
        />
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{member.fullName}</h1>
          <Badge variant="secondary">{member.specialty}</Badge>
        </div>
        {member.bio && (
          <p className="whitespace-pre-line text-sm text-muted-foreground">{member.bio}</p>
        )}
        {(member.location || member.yearsExperience !== null) && (
          <ul className="space-y-1 text-sm text-muted-foreground">
            {member.location && (
              <li className="flex items-center justify-center gap-2">
                <MapPin className="h-4 w-4" aria-hidden="true" /> {member.location}
              </li>
            )}
            {member.yearsExperience !== null && (
              <li className="flex items-center justify-center gap-2">
                <Briefcase className="h-4 w-4" aria-hidden="true" />{' '}
                {yearsText(member.yearsExperience)}
              </li>
            )}
          </ul>
        )}
        <dl className="grid w-full grid-cols-2 gap-3" aria-label="Números do membro">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {(member.linkedinUrl || member.websiteUrl) && (
          <div className="flex w-full flex-wrap justify-center gap-2">
            {member.linkedinUrl && (
              <Button variant="outline" size="sm" asChild>
                <a href={member.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow">
                  <ExternalLink className="h-4 w-4" aria-hidden="true" /> LinkedIn
                </a>
              </Button>
            )}
            {member.websiteUrl && (
              <Button variant="outline" size="sm" asChild>
                <a href={member.websiteUrl} target="_blank" rel="noopener noreferrer nofollow">
                  <Globe className="h-4 w-4" aria-hidden="true" /> Site
                </a>
              </Button>
            )}
          </div>
        )}
        {editAction}
      </CardContent>
    </Card>
  )
}
