import { usePage } from '@inertiajs/react'
import { Award, Clock, Flame, GraduationCap, Trophy } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { dailyTargetMinutes, studiedTimeText } from '@domain/learning/study_plan'
import { StatCard, STREAK_CLASSES } from '~/components/learning/stat_card'
import { WeeklyBars } from '~/components/learning/weekly_bars'
import { AchievementList } from '~/components/learning/progress_panel'
import {
  CheckoutSuccessToast,
  type CheckoutReturn,
} from '~/components/subscription/checkout_success_toast'
import { PaymentFailedBanner } from '~/components/subscription/payment_failed_banner'
import { DashboardSubscriptionCard } from '~/components/subscription/dashboard_subscription_card'
import { SectionCard } from '~/components/learning/dashboard/section_card'
import { InProgressCourses } from '~/components/learning/dashboard/in_progress_courses'
import { RecentActivity } from '~/components/learning/dashboard/recent_activity'
import { MentorsCard } from '~/components/learning/dashboard/mentors_card'
import { QuickActions } from '~/components/learning/dashboard/quick_actions'
import { ReviewDueCard } from '~/components/learning/dashboard/review_due_card'
import { Seo } from '~/components/platform/seo'
import { InstallAppPrompt } from '~/components/platform/install_app_prompt'
import { PAGE_META } from '~/content/seo'

export default function DashboardShow({
  dashboard,
  checkout,
}: {
  dashboard: Data.Dashboard
  checkout: CheckoutReturn
}) {
  const { user } = usePage<SharedProps>().props
  const { stats, inProgress, activity, mentors, week, achievements } = dashboard

  return (
    <>
      <Seo {...PAGE_META.dashboard} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold">Bem-vindo de volta, {user?.firstName ?? 'Aluno'}!</h1>
          <p className="text-muted-foreground">
            {inProgress.length
              ? 'Continue de onde parou e mantenha sua sequência de estudos.'
              : 'Escolha um curso para começar sua jornada.'}
          </p>
        </header>

        {/* Back from Stripe Checkout: the welcome toast once confirmed, 'Confirmando…' until then. */}
        <CheckoutSuccessToast checkout={checkout} />
        <PaymentFailedBanner />
        <DashboardSubscriptionCard />
        <InstallAppPrompt />

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
            value={studiedTimeText(stats.studiedMinutes)}
            detail={`Meta semanal: ${stats.weeklyGoalHours} h`}
          />
          <StatCard
            icon={Award}
            label="Certificados"
            value={String(stats.certificates)}
            detail="um por curso concluído e aprovado"
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
            <ReviewDueCard due={stats.reviewsDue} />
            <MentorsCard mentors={mentors} />
            <QuickActions />
            <SectionCard icon={Trophy} iconClassName="text-highlight" title="Conquistas">
              <AchievementList achievements={achievements} />
            </SectionCard>
          </div>
        </div>
      </div>
    </>
  )
}
