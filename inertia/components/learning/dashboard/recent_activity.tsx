import { Link } from '@adonisjs/inertia/react'
import { CalendarClock, CheckCircle2, Star, Target, Trophy } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatDate } from '@domain/platform/format'
import { SectionCard } from './section_card'

type ActivityItem = Data.Dashboard['activity'][number]

const ACTIVITY_ICONS = {
  lesson: CheckCircle2,
  quiz: Target,
  review: Star,
  achievement: Trophy,
} as const

const ACTIVITY_LABELS = {
  lesson: 'Aula concluída',
  quiz: 'Quiz finalizado',
  review: 'Avaliação publicada',
  achievement: 'Conquista desbloqueada',
} as const

function ActivityTitle({ item }: { item: ActivityItem }) {
  if (item.kind === 'lesson' && item.courseSlug && item.lessonPosition) {
    return (
      <Link
        route="lessons.show"
        routeParams={{ slug: item.courseSlug, position: item.lessonPosition }}
        className="font-medium hover:underline"
      >
        {item.title}
      </Link>
    )
  }
  return <span className="font-medium">{item.title}</span>
}

/** 'Atividade Recente': lessons completed, quizzes finished, reviews and achievements. */
export function RecentActivity({ activity }: { activity: ActivityItem[] }) {
  return (
    <SectionCard icon={CalendarClock} title="Atividade Recente">
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Sua atividade aparece aqui quando você concluir aulas, fizer quizzes ou avaliar cursos.
        </p>
      ) : (
        <ul className="grid gap-3">
          {activity.map((item, index) => {
            const Icon = ACTIVITY_ICONS[item.kind]
            return (
              <li key={`${item.kind}-${index}`} className="flex items-start gap-3 text-sm">
                <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex-1">
                  <span className="block text-xs text-muted-foreground">
                    {ACTIVITY_LABELS[item.kind]}
                  </span>
                  <ActivityTitle item={item} />
                  <span className="block text-muted-foreground">{item.detail}</span>
                </span>
                <time className="text-xs text-muted-foreground" dateTime={item.at}>
                  {formatDate(item.at)}
                </time>
              </li>
            )
          })}
        </ul>
      )}
    </SectionCard>
  )
}
