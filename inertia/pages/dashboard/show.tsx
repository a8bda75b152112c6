import { Head, usePage } from '@inertiajs/react'
import { Award, Clock, Flame, GraduationCap, Trophy } from 'lucide-react'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { formatNumber } from '@domain/format'
import { dailyTargetMinutes } from '@domain/study_plan'
import { StatCard, STREAK_CLASSES } from '~/components/learning/stat_card'
import { WeeklyBars } from '~/components/learning/weekly_bars'
import { AchievementList } from '~/components/learning/progress_panel'
import { CheckoutSuccessToast } from '~/components/subscription/checkout_success_toast'
import { PaymentFailedBanner } from '~/components/subscription/payment_failed_banner'
import { DashboardSubscriptionCard } from '~/components/subscription/dashboard_subscription_card'
import { SectionCard } from '~/components/dashboard/section_card'
import { InProgressCourses } from '~/components/dashboard/in_progress_courses'
import { RecentActivity } from '~/components/dashboard/recent_activity'
import { MentorsCard } from '~/components/dashboard/mentors_card'
import { QuickActions } from '~/components/dashboard/quick_actions'

export default function DashboardShow({ dashboard }: { dashboard: Data.Dashboard }) {
  const { user } = usePage<SharedProps>().props
  const { stats, inProgress, activity, mentors, week, achievements } = dashboard
  const hours = formatNumber(stats.studiedHours, stats.studiedHours % 1 ? 1 : 0)

  return (
    <>
      <Head title="Dashboard" />
      {/* Back from Stripe Checkout (?success=true): the welcome toast, then a clean URL. */}
      <CheckoutSuccessToast />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold">Bem-vindo de volta, {user?.firstName ?? 'Aluno'}!</h1>
          <p className="text-muted-foreground">
            {inProgress.length
              ? 'Continue de onde parou e mantenha sua sequência de estudos.'
              : 'Escolha um curso para começar sua jornada.'}
          </p>
        </header>

        <PaymentFailedBanner />
        <DashboardSubscriptionCard />

        <section aria-label="Resumo" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            icon={GraduationCap}
            label="Cursos concluídos"
            value={String(stats.completedCourses)}
            detail={`de ${stats.publishedCourses} cursos (${stats.completedPercent}%)`}
          />
          <StatCard
            icon={Clock}
            label="Horas estudadas"
            value={`${hours} h`}
            detail={`Meta semanal: ${stats.weeklyGoalHours} h`}
          />
          <StatCard
            icon={Award}
            label="Certificados"
            value={String(stats.certificates)}
            detail="um por curso concluído"
          />
          <StatCard
            icon={Flame}
            label="Dias seguidos"
            value={String(stats.streakDays)}
            detail={
              stats.streakDays
                ? 'sequência de estudos atual'
                : 'estude hoje para começar uma sequência'
            }
            valueClassName={STREAK_CLASSES[stats.streakTone]}
          />
        </section>

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
            <InProgressCourses courses={inProgress} />
            <RecentActivity activity={activity} />
            <SectionCard title="Estudo nos últimos 7 dias">
              <WeeklyBars
                days={week}
                dailyTargetMinutes={dailyTargetMinutes(stats.weeklyGoalHours)}
              />
            </SectionCard>
          </div>

          <div className="grid min-w-0 content-start gap-6">
            <MentorsCard mentors={mentors} />
            <QuickActions mentorCourseSlug={inProgress[0]?.slug ?? null} />
            <SectionCard icon={Trophy} iconClassName="text-highlight" title="Conquistas">
              <AchievementList achievements={achievements} />
            </SectionCard>
          </div>
        </div>
      </div>
    </>
  )
}
