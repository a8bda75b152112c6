import { Award, CheckCircle2, Lock, Medal } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatDate } from '@domain/platform/format'
import { cn } from '~/lib/utils'
import { SectionCard } from '~/components/learning/dashboard/section_card'
import { Badge } from '~/components/ui/badge'
import { Progress } from '~/components/ui/progress'
import { AchievementIcon } from '~/components/learning/achievement_icon'
import { ACHIEVEMENT_UNITS, ANALYTICS_TEXT as T } from './texts'

type Achievements = Data.LearnerAnalytics['achievements']
type Achievement = Achievements['all'][number]

function progressText(achievement: Achievement) {
  const unit = ACHIEVEMENT_UNITS[achievement.key]
  return unit
    ? unit(achievement.current, achievement.target)
    : `${achievement.current} de ${achievement.target}`
}

function Icon({ achievement }: { achievement: Achievement }) {
  return (
    <span
      className={cn(
        'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-muted text-2xl',
        !achievement.earnedAt && 'opacity-50 grayscale'
      )}
      aria-hidden="true"
    >
      <AchievementIcon name={achievement.icon} className="h-6 w-6 text-highlight" />
    </span>
  )
}

/** The locked achievements closest to their goal, with the learner's progress toward each. */
function NextAchievements({ next }: { next: Achievement[] }) {
  if (next.length === 0) return <p className="text-sm text-muted-foreground">{T.nextEmpty}</p>
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {next.map((achievement) => (
        <li key={achievement.key} className="grid content-start gap-2">
          <div className="flex items-center gap-3">
            <Icon achievement={achievement} />
            <span>
              <span className="block font-medium">{achievement.title}</span>
              <span className="block text-xs text-muted-foreground">{achievement.description}</span>
            </span>
          </div>
          <Progress value={achievement.percent} label={T.progressLabel(achievement.title)} />
          <p className="text-xs text-muted-foreground">
            {progressText(achievement)} ({achievement.percent}%)
          </p>
        </li>
      ))}
    </ul>
  )
}

/** Conquistas: next achievements, then every achievement, earned (with its date) or 'Bloqueado'. */
export function AchievementsTab({ achievements }: { achievements: Achievements }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionCard icon={Medal} iconClassName="text-highlight" title={T.nextTitle}>
        <NextAchievements next={achievements.next} />
      </SectionCard>
      <SectionCard
        icon={Award}
        iconClassName="text-highlight"
        title={T.allTitle}
        description={T.earnedCount(achievements.earnedCount, achievements.all.length)}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {achievements.all.map((achievement) => (
            <li
              key={achievement.key}
              className={cn(
                'flex gap-3 rounded-lg border p-4',
                !achievement.earnedAt && 'border-dashed bg-muted/30'
              )}
            >
              <Icon achievement={achievement} />
              <div className="grid min-w-0 content-start gap-1">
                <span className="font-medium">{achievement.title}</span>
                <span className="text-xs text-muted-foreground">{achievement.description}</span>
                {achievement.earnedAt ? (
                  <span className="flex items-center gap-1 text-xs font-medium">
                    <CheckCircle2
                      className="h-3.5 w-3.5 shrink-0 text-success"
                      aria-hidden="true"
                    />
                    {T.earnedOn(formatDate(achievement.earnedAt))}
                  </span>
                ) : (
                  <Badge variant="outline" className="w-fit text-muted-foreground">
                    <Lock className="h-3 w-3" aria-hidden="true" /> {T.locked}
                  </Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  )
}
