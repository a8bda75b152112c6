import { Link } from '@adonisjs/inertia/react'
import { Bot, MessageSquare } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { MentorAvatar } from '~/components/catalog/course/mentor_avatar'
import { SectionCard } from './section_card'

/** 'Mentores IA': the mentor of each course the learner is taking and may ask (DashboardService), with a link to its chat tab. */
export function MentorsCard({ mentors }: { mentors: Data.Dashboard['mentors'] }) {
  return (
    <SectionCard
      icon={Bot}
      title="Mentores IA"
      description="Disponíveis 24 horas por dia, em cada curso."
    >
      {mentors.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Comece um curso aberto para você e o mentor IA dele aparece aqui.
        </p>
      ) : (
        <ul className="grid gap-3">
          {mentors.map((mentor) => (
            <li key={mentor.courseSlug} className="flex items-start gap-3">
              <MentorAvatar />
              <div className="grid min-w-0 flex-1 gap-2">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    <span className="truncate">{mentor.name}</span>
                    <Badge variant="success">Disponível</Badge>
                    {mentor.mode === 'offline' && (
                      <Badge variant="outline">Respostas das aulas</Badge>
                    )}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">{mentor.courseTitle}</p>
                </div>
                <Button size="sm" variant="outline" className="justify-self-start" asChild>
                  <Link
                    route="courses.show"
                    routeParams={{ slug: mentor.courseSlug }}
                    qs={{ aba: 'mentor' }}
                    aria-label={`Conversar com IA: ${mentor.name}`}
                  >
                    <MessageSquare className="h-4 w-4" aria-hidden="true" /> Conversar com IA
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
