import { Flame, ListChecks, Target, Trophy } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { StatCard, STREAK_CLASSES } from '~/components/learning/stat_card'
import { Progress } from '~/components/ui/progress'
import { ToneNote } from './score_badge'
import { ANALYTICS_TEXT as T, percentText } from './texts'

type Summary = Data.LearnerAnalytics['summary']

/** The four cards: overall average, quizzes completed, streak and global rank ('—' until there is data). */
export function SummaryCards({ summary }: { summary: Summary }) {
  const { average, averageTone, best, attempts, quizzes, streak, rank } = summary
  return (
    <section aria-label={T.summaryLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={Target}
        label={T.average}
        value={average === null ? '—' : percentText(average)}
        detail={
          average === null || best === null
            ? T.averageEmpty
            : T.averageDetail(attempts, percentText(best))
        }
      >
        {averageTone && (
          <div className="mt-2">
            <ToneNote tone={averageTone} />
          </div>
        )}
      </StatCard>
      <StatCard
        icon={ListChecks}
        label={T.quizzes}
        value={quizzes.available ? T.quizzesValue(quizzes.completed, quizzes.available) : '—'}
        detail={quizzes.available ? T.quizzesDetail(quizzes.percent) : T.quizzesEmpty}
      >
        {quizzes.available > 0 && (
          <Progress value={quizzes.percent} label={T.quizzesBar} className="mt-2" />
        )}
      </StatCard>
      <StatCard
        icon={Flame}
        label={T.streak}
        value={T.streakValue(streak.days)}
        detail={streak.days ? T.streakDetail(streak.longest) : T.streakEmpty}
        valueClassName={STREAK_CLASSES[streak.tone]}
      />
      <StatCard
        icon={Trophy}
        label={T.rank}
        value={rank.position === null ? '—' : T.rankValue(rank.position)}
        detail={
          rank.position === null || rank.topPercent === null
            ? T.rankEmpty
            : T.rankDetail(rank.totalMembers, rank.topPercent)
        }
      >
        {rank.position !== null && (
          <p className="mt-1 text-xs text-muted-foreground">{T.rankPoints(rank.points)}</p>
        )}
      </StatCard>
    </section>
  )
}
