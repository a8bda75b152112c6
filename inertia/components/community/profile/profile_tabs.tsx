import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Award, BookOpen, CheckCircle2, Clock } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatDate, formatLongDate, formatNumber } from '@domain/platform/format'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { CourseCoverFallback } from '~/components/catalog/course_image'
import { AchievementIcon } from '~/components/learning/achievement_icon'

function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
      <span className="text-muted-foreground" aria-hidden="true">
        {icon}
      </span>
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
    </div>
  )
}

function CourseList({ courses, isOwn }: { courses: Data.ProfileCourse[]; isOwn: boolean }) {
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={<BookOpen className="h-8 w-8" />}
        title="Nenhum curso iniciado"
        text={
          isOwn
            ? 'Escolha um curso no catálogo e comece a estudar.'
            : 'Este membro ainda não começou nenhum curso.'
        }
      />
    )
  }
  return (
    <ul className="grid gap-3">
      {courses.map((course) => (
        <li key={course.slug}>
          <Card>
            <CardContent className="flex items-center gap-4 p-4">
              <CourseCoverFallback
                title={course.title}
                decorative
                className="h-10 w-10 shrink-0 rounded-lg"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    route="courses.show"
                    routeParams={{ slug: course.slug }}
                    className="font-semibold hover:underline"
                  >
                    {course.title}
                  </Link>
                  {course.completed ? (
                    <Badge variant="success">Concluído</Badge>
                  ) : (
                    <Badge variant="secondary">Em andamento</Badge>
                  )}
                </div>
                <Progress value={course.percent} label={`Progresso em ${course.title}`} />
                <p className="text-xs text-muted-foreground">
                  {formatNumber(course.completedLessons)} de {formatNumber(course.totalLessons)}{' '}
                  aulas · {course.percent}%
                  {course.lastAccessedAt &&
                    ` · último acesso em ${formatDate(course.lastAccessedAt)}`}
                </p>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}

function ActivityList({ activity, isOwn }: { activity: Data.ProfileActivity[]; isOwn: boolean }) {
  if (activity.length === 0) {
    return (
      <EmptyState
        icon={<Clock className="h-8 w-8" />}
        title="Nenhuma atividade ainda"
        text={
          isOwn
            ? 'As aulas que você concluir aparecem aqui.'
            : 'As aulas que este membro concluir aparecem aqui.'
        }
      />
    )
  }
  return (
    <ol className="space-y-3">
      {activity.map((item) => (
        <li key={item.id} className="flex items-start gap-3 rounded-lg border p-3">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium">Concluiu a aula “{item.lessonTitle}”</p>
            <p className="text-sm text-muted-foreground">
              <Link
                route="courses.show"
                routeParams={{ slug: item.courseSlug }}
                className="hover:underline"
              >
                {item.courseTitle}
              </Link>{' '}
              · <time dateTime={item.completedAt}>{formatDate(item.completedAt)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}

function AchievementList({
  achievements,
  isOwn,
}: {
  achievements: Data.Achievement[]
  isOwn: boolean
}) {
  if (achievements.length === 0) {
    return (
      <EmptyState
        icon={<Award className="h-8 w-8" />}
        title="Nenhuma conquista ainda"
        text={
          isOwn
            ? 'Conclua aulas e cursos para desbloquear conquistas.'
            : 'Este membro ainda não desbloqueou conquistas.'
        }
      />
    )
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {achievements.map((achievement) => (
        <li key={achievement.id} className="flex items-start gap-3 rounded-lg border p-3">
          <AchievementIcon
            name={achievement.icon ?? ''}
            className="mt-0.5 h-5 w-5 shrink-0 text-highlight"
          />
          <div>
            <p className="font-medium">{achievement.title}</p>
            {achievement.description && (
              <p className="text-sm text-muted-foreground">{achievement.description}</p>
            )}
            <p className="text-xs text-muted-foreground">
              Conquistada em{' '}
              <time dateTime={achievement.earnedAt}>{formatDate(achievement.earnedAt)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Visão Geral, Cursos, Conquistas, Atividade — real data or an honest empty state. */
export function ProfileTabs({
  member,
  courses,
  activity,
  achievements,
  isOwn,
}: {
  member: Data.MemberProfile
  courses: Data.ProfileCourse[]
  activity: Data.ProfileActivity[]
  achievements: Data.Achievement[]
  isOwn: boolean
}) {
  const inProgress = courses.filter((course) => !course.completed)
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Seções do perfil">
        <TabsTrigger value="overview">Visão Geral</TabsTrigger>
        <TabsTrigger value="courses">Cursos</TabsTrigger>
        <TabsTrigger value="achievements">Conquistas</TabsTrigger>
        <TabsTrigger value="activity">Atividade</TabsTrigger>
      </TabsList>

      <TabsContent value="overview" className="space-y-4">
        <Card>
          <CardHeader>
            <CardTitle>Sobre</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            {member.bio ? (
              <p className="whitespace-pre-line">{member.bio}</p>
            ) : (
              <p className="text-muted-foreground">
                {isOwn
                  ? 'Você ainda não escreveu sua bio. Use "Editar Perfil" para se apresentar à comunidade.'
                  : 'Este membro ainda não escreveu uma bio.'}
              </p>
            )}
            <p className="text-sm text-muted-foreground">
              Membro desde {formatLongDate(member.memberSince)}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Cursos em andamento</CardTitle>
          </CardHeader>
          <CardContent>
            <CourseList courses={inProgress.slice(0, 3)} isOwn={isOwn} />
          </CardContent>
        </Card>
      </TabsContent>

      <TabsContent value="courses">
        <CourseList courses={courses} isOwn={isOwn} />
      </TabsContent>

      <TabsContent value="achievements">
        <AchievementList achievements={achievements} isOwn={isOwn} />
      </TabsContent>

      <TabsContent value="activity">
        <ActivityList activity={activity} isOwn={isOwn} />
      </TabsContent>
    </Tabs>
  )
}
