import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Award,
  BookOpen,
  Bot,
  CalendarClock,
  CheckCircle2,
  Clock,
  Download,
  Flame,
  GraduationCap,
  MessageSquare,
  Settings,
  Star,
  Target,
  Trophy,
  Users,
} from 'lucide-react'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { formatDate, formatNumber } from '@domain/format'
import { dailyTargetMinutes } from '@domain/study_plan'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { StatCard, STREAK_CLASSES } from '~/components/learning/stat_card'
import { WeeklyBars, minutesText } from '~/components/learning/weekly_bars'
import { AchievementList } from '~/components/learning/progress_panel'
import { CheckoutSuccessToast } from '~/components/subscription/checkout_success_toast'
import { PaymentFailedBanner } from '~/components/subscription/payment_failed_banner'
import { DashboardSubscriptionCard } from '~/components/subscription/dashboard_subscription_card'

/* Destinations owned by other areas of the site (course page, community, profile). */
const coursePath = (slug: string) => `/cursos/${slug}`
const mentorPath = (slug: string) => `/cursos/${slug}?aba=mentor`

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

export default function DashboardShow({ dashboard }: { dashboard: Data.Dashboard }) {
  const { user } = usePage<SharedProps>().props
  const { stats, inProgress, activity, mentors, week, achievements } = dashboard
  const hours = formatNumber(stats.studiedHours, stats.studiedHours % 1 ? 1 : 0)
  const firstCourse = inProgress[0]

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
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <BookOpen className="h-5 w-5 text-primary" aria-hidden="true" /> Cursos em
                  Andamento
                </CardTitle>
              </CardHeader>
              <CardContent>
                {inProgress.length === 0 ? (
                  <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
                    <p className="font-medium">Você ainda não começou nenhum curso.</p>
                    <p className="text-sm text-muted-foreground">
                      Explore o catálogo, abra a primeira aula e seu progresso aparece aqui.
                    </p>
                    <Button asChild>
                      <Link href="/cursos">Explorar cursos</Link>
                    </Button>
                  </div>
                ) : (
                  <ul className="grid gap-4">
                    {inProgress.map((course) => (
                      <li
                        key={course.courseId}
                        className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
                      >
                        <div className="grid gap-2">
                          <div className="flex items-start gap-3">
                            <span className="text-3xl" aria-hidden="true">
                              {course.imageEmoji ?? '📘'}
                            </span>
                            <div>
                              <Link
                                href={coursePath(course.slug)}
                                className="font-semibold hover:underline"
                              >
                                {course.title}
                              </Link>
                              {course.mentorName && (
                                <p className="text-xs text-muted-foreground">
                                  Mentor: {course.mentorAvatar} {course.mentorName}
                                </p>
                              )}
                            </div>
                          </div>
                          <div className="flex items-center gap-3">
                            <Progress
                              value={course.percent}
                              label={`Progresso em ${course.title}`}
                            />
                            <span className="text-sm font-semibold tabular-nums">
                              {course.percent}%
                            </span>
                          </div>
                          <p className="text-sm text-muted-foreground">
                            {course.nextLesson ? (
                              <>Próxima aula: {course.nextLesson.title}</>
                            ) : null}
                            {course.nextLesson ? ' · ' : ''}
                            Tempo restante: {minutesText(course.minutesLeft)}
                          </p>
                        </div>
                        {course.nextLesson && (
                          <Button asChild>
                            <Link
                              route="lessons.show"
                              routeParams={{
                                slug: course.slug,
                                position: course.nextLesson.position,
                              }}
                              aria-label={`Continuar ${course.title}`}
                            >
                              Continuar
                            </Link>
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <CalendarClock className="h-5 w-5 text-primary" aria-hidden="true" /> Atividade
                  Recente
                </CardTitle>
              </CardHeader>
              <CardContent>
                {activity.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    Sua atividade aparece aqui quando você concluir aulas, fizer quizzes ou avaliar
                    cursos.
                  </p>
                ) : (
                  <ul className="grid gap-3">
                    {activity.map((item, index) => {
                      const Icon = ACTIVITY_ICONS[item.kind]
                      const title =
                        item.kind === 'lesson' && item.courseSlug && item.lessonPosition ? (
                          <Link
                            route="lessons.show"
                            routeParams={{ slug: item.courseSlug, position: item.lessonPosition }}
                            className="font-medium hover:underline"
                          >
                            {item.title}
                          </Link>
                        ) : (
                          <span className="font-medium">{item.title}</span>
                        )
                      return (
                        <li
                          key={`${item.kind}-${index}`}
                          className="flex items-start gap-3 text-sm"
                        >
                          <Icon
                            className="mt-0.5 h-4 w-4 shrink-0 text-primary"
                            aria-hidden="true"
                          />
                          <span className="flex-1">
                            <span className="block text-xs text-muted-foreground">
                              {ACTIVITY_LABELS[item.kind]}
                            </span>
                            {title}
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
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Estudo nos últimos 7 dias</CardTitle>
              </CardHeader>
              <CardContent>
                <WeeklyBars
                  days={week}
                  dailyTargetMinutes={dailyTargetMinutes(stats.weeklyGoalHours)}
                />
              </CardContent>
            </Card>
          </div>

          <div className="grid min-w-0 content-start gap-6">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Bot className="h-5 w-5 text-primary" aria-hidden="true" /> Mentores IA
                </CardTitle>
                <CardDescription>Disponíveis 24 horas por dia, em cada curso.</CardDescription>
              </CardHeader>
              <CardContent>
                {mentors.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    Os mentores aparecem quando houver cursos publicados.
                  </p>
                ) : (
                  <ul className="grid gap-3">
                    {mentors.map((mentor) => (
                      <li key={mentor.courseSlug} className="flex items-start gap-3">
                        <span
                          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-muted text-xl"
                          aria-hidden="true"
                        >
                          {mentor.avatar ?? '🤖'}
                        </span>
                        <div className="grid min-w-0 flex-1 gap-2">
                          <div className="min-w-0">
                            <p className="flex items-center gap-2 font-medium">
                              <span className="truncate">{mentor.name}</span>
                              <Badge variant="success">Online</Badge>
                            </p>
                            <p className="truncate text-xs text-muted-foreground">
                              {mentor.courseTitle}
                            </p>
                          </div>
                          <Button
                            size="sm"
                            variant="outline"
                            className="justify-self-start"
                            asChild
                          >
                            <Link
                              href={mentorPath(mentor.courseSlug)}
                              aria-label={`Conversar com ${mentor.name}`}
                            >
                              <MessageSquare className="h-4 w-4" aria-hidden="true" /> Conversar com
                              IA
                            </Link>
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Ações Rápidas</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2">
                <Button variant="outline" className="justify-start" asChild>
                  <Link href="/comunidade">
                    <Users className="h-4 w-4" aria-hidden="true" /> Acessar Comunidade
                  </Link>
                </Button>
                <Button variant="outline" className="justify-start" asChild>
                  <Link href="/cursos">
                    <Download className="h-4 w-4" aria-hidden="true" /> Download Certificados
                  </Link>
                </Button>
                <Button variant="outline" className="justify-start" asChild>
                  <Link href={firstCourse ? mentorPath(firstCourse.slug) : '/cursos'}>
                    <Bot className="h-4 w-4" aria-hidden="true" /> Agendar Mentoria 1:1
                  </Link>
                </Button>
                <Button variant="outline" className="justify-start" asChild>
                  <Link href="/perfil">
                    <Settings className="h-4 w-4" aria-hidden="true" /> Configurações
                  </Link>
                </Button>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Trophy className="h-5 w-5 text-highlight" aria-hidden="true" /> Conquistas
                </CardTitle>
              </CardHeader>
              <CardContent>
                <AchievementList achievements={achievements} />
              </CardContent>
            </Card>
          </div>
        </div>
      </div>
    </>
  )
}
