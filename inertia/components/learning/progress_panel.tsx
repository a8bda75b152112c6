import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import {
  Award,
  BookOpenCheck,
  CalendarClock,
  ChevronDown,
  ChevronUp,
  Clock,
  Flame,
  Target,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatDate, formatNumber } from '@domain/platform/format'
import { studiedTimeText } from '@domain/learning/study_plan'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { AchievementIcon } from '~/components/learning/achievement_icon'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { WeeklyBars } from './weekly_bars'
import { WeeklyGoalForm } from './weekly_goal_form'
import { StatCard, STREAK_CLASSES } from './stat_card'

export type ProgressPanelProps = {
  /** `ProgressPanelTransformer.transform(await progressPanelService.forCourse(user.id, course.id))`; null for visitors */
  panel: Data.ProgressPanel | null
}

/**
 * Content of the course page's 'Progresso' tab: four cards, 'Ver Mais' /
 * 'Ocultar' details (weekly study bars, completion estimate, time remaining,
 * weekly goal) and the recent achievements.
 */
export function ProgressPanel({ panel }: ProgressPanelProps) {
  const [expanded, setExpanded] = useState(false)
  if (!panel) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Acompanhe seu progresso</CardTitle>
          <CardDescription>
            Entre na sua conta para ver aulas concluídas, horas de estudo e conquistas.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link route="auth.show">Entrar</Link>
          </Button>
        </CardContent>
      </Card>
    )
  }

  const hours = (value: number) => `${formatNumber(value, value % 1 ? 1 : 0)} h`
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={BookOpenCheck}
          label="Progresso do curso"
          value={`${panel.percent}%`}
          detail={`${panel.completedLessons} de ${panel.totalLessons} aulas concluídas`}
        >
          <Progress value={panel.percent} label="Progresso do curso" className="mt-2" />
        </StatCard>
        <StatCard
          icon={Clock}
          label="Horas estudadas"
          value={studiedTimeText(panel.studiedMinutes)}
          detail={`de ${formatDuration(panel.totalSeconds)} de conteúdo`}
        />
        <StatCard
          icon={Target}
          label="Nota média nos quizzes"
          value={panel.averageScore === null ? '—' : `${panel.averageScore}%`}
          detail={
            panel.averageScore === null
              ? 'Faça um quiz para ver sua média'
              : 'média das tentativas finalizadas'
          }
        />
        <StatCard
          icon={Flame}
          label="Sequência de estudos"
          value={`${panel.streakDays} ${panel.streakDays === 1 ? 'dia' : 'dias'}`}
          detail="dias seguidos com estudo"
          valueClassName={STREAK_CLASSES[panel.streakTone]}
        />
      </div>

      <div>
        <Button
          variant="outline"
          aria-expanded={expanded}
          aria-controls="detalhes-progresso"
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? (
            <>
              Ocultar <ChevronUp className="h-4 w-4" aria-hidden="true" />
            </>
          ) : (
            <>
              Ver Mais <ChevronDown className="h-4 w-4" aria-hidden="true" />
            </>
          )}
        </Button>
      </div>

      {expanded && (
        <div id="detalhes-progresso" className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Estudo na semana</CardTitle>
            </CardHeader>
            <CardContent>
              <WeeklyBars days={panel.week} dailyTargetMinutes={panel.dailyTargetMinutes} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <CalendarClock className="h-5 w-5 text-primary" aria-hidden="true" /> Previsão de
                conclusão
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 text-sm">
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-muted-foreground">Tempo restante</dt>
                  <dd className="text-lg font-semibold">
                    {formatDuration(panel.remainingSeconds)}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Conclusão estimada</dt>
                  <dd className="text-lg font-semibold">
                    {panel.estimateDays === 0
                      ? 'Curso concluído'
                      : `em ${panel.estimateDays} ${panel.estimateDays === 1 ? 'dia' : 'dias'}`}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Início</dt>
                  <dd>{panel.startedAt ? formatDate(panel.startedAt) : '—'}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Último acesso</dt>
                  <dd>{panel.lastAccessedAt ? formatDate(panel.lastAccessedAt) : '—'}</dd>
                </div>
              </dl>
              <p className="text-muted-foreground">
                Mantendo a meta de {hours(panel.weeklyGoalHours)} por semana (
                {panel.dailyTargetMinutes} min por dia).
              </p>
              <WeeklyGoalForm weeklyGoalHours={panel.weeklyGoalHours} />
            </CardContent>
          </Card>
        </div>
      )}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Award className="h-5 w-5 text-highlight" aria-hidden="true" /> Conquistas recentes
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AchievementList achievements={panel.achievements} />
        </CardContent>
      </Card>
    </div>
  )
}

export function AchievementList({
  achievements,
}: {
  achievements: Data.ProgressPanel['achievements']
}) {
  if (achievements.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Conclua aulas e quizzes para ganhar suas primeiras conquistas.
      </p>
    )
  }
  return (
    <ul className="grid gap-3">
      {achievements.map((achievement) => (
        <li key={achievement.key} className="flex items-center gap-3">
          <span
            className={cn(
              'flex h-10 w-10 items-center justify-center rounded-full bg-muted text-xl'
            )}
            aria-hidden="true"
          >
            <AchievementIcon name={achievement.icon} className="h-5 w-5 text-highlight" />
          </span>
          <span className="flex-1">
            <span className="block font-medium">{achievement.title}</span>
            <span className="block text-xs text-muted-foreground">{achievement.description}</span>
          </span>
          <time className="text-xs text-muted-foreground" dateTime={achievement.earnedAt}>
            {formatDate(achievement.earnedAt)}
          </time>
        </li>
      ))}
    </ul>
  )
}
