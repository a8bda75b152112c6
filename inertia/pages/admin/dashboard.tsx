import { Deferred, Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Activity,
  BookOpen,
  FileVideo,
  Plus,
  TrendingUp,
  UserCheck,
  Users,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { PageHeader } from '~/components/admin/page_header'
import { StatCard } from '~/components/admin/stat_card'
import { formatDate, formatNumber, formatTime } from '@domain/platform/format'
import { describeActivity } from '@domain/admin/admin_activity'
import { canManageUsers } from '@domain/accounts/roles'
import { EMPTY_OVERVIEW } from '@domain/admin/admin_stats'
import { FEW_EVENTS_TEXT, MIN_EVENTS_TO_COMPARE } from '@domain/admin/admin_analytics'

function Loading() {
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      Carregando estatísticas...
    </p>
  )
}

function Cards({ stats }: { stats: Data.Admin.OverviewStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total de Usuários"
        value={formatNumber(stats.totalUsers)}
        caption={`+${formatNumber(stats.newUsersThisMonth)} este mês`}
        icon={Users}
      />
      <StatCard
        title="Total de Cursos"
        value={formatNumber(stats.totalCourses)}
        caption={`${formatNumber(stats.publishedCourses)} publicados`}
        icon={BookOpen}
      />
      <StatCard
        title="Total de Aulas"
        value={formatNumber(stats.totalLessons)}
        caption="Conteúdo criado"
        icon={FileVideo}
      />
      <StatCard
        title="Usuários Ativos"
        value={formatNumber(stats.activeUsersThisMonth)}
        caption="Este mês · alunos que estudaram (abriram curso, aula ou registraram progresso)"
        icon={UserCheck}
      />
    </div>
  )
}

function QuickStats({ stats }: { stats: Data.Admin.OverviewStats }) {
  const rows = [
    {
      label: 'Taxa de publicação',
      value: `${stats.publicationRate}%`,
      hint: 'cursos publicados / total de cursos',
    },
    {
      label: 'Aulas por curso',
      value: formatNumber(stats.lessonsPerCourse),
      hint: 'total de aulas / total de cursos',
    },
    {
      label: 'Crescimento mensal',
      value: stats.monthlyGrowth === null ? '—' : `${formatNumber(stats.monthlyGrowth)}%`,
      hint:
        stats.monthlyGrowth === null
          ? `${FEW_EVENTS_TEXT}: menos de ${MIN_EVENTS_TO_COMPARE} usuários antes deste mês`
          : 'novos usuários do mês / usuários anteriores',
    },
  ]
  return (
    <dl className="grid gap-3">
      {rows.map((row) => (
        <div key={row.label} className="flex items-center justify-between gap-4">
          <dt>
            <span className="block text-sm font-medium">{row.label}</span>
            <span className="block text-xs text-muted-foreground">{row.hint}</span>
          </dt>
          <dd className="text-lg font-bold">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function RecentActivity({ items }: { items: Data.Admin.Activity[] }) {
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma atividade ainda.</p>
  return (
    <ol className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3">
          <Activity className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-sm">{describeActivity(item)}</p>
            <p className="text-xs text-muted-foreground">
              {formatDate(item.occurredAt)} às {formatTime(item.occurredAt)}
              {item.actorName ? ` · por ${item.actorName}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** The overview's body; with zeros and no activity when its numbers failed to load (the spec). */
function Overview({
  stats,
  activity,
}: {
  stats?: Data.Admin.OverviewStats
  activity?: Data.Admin.Activity[]
}) {
  const { user } = usePage<SharedProps>().props
  return (
    <div className="grid gap-6">
      {stats && <Cards stats={stats} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Gerenciar cursos</CardTitle>
            <CardDescription>Crie cursos, organize módulos e aulas e publique.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button asChild>
              <Link route="admin.courses.create">
                <Plus className="h-4 w-4" aria-hidden="true" /> Novo Curso
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link route="admin.courses.index">Ver todos os cursos</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link route="admin.materials.index">Materiais</Link>
            </Button>
          </CardContent>
        </Card>
        {canManageUsers(user) && (
          <Card>
            <CardHeader>
              <CardTitle>Gerenciar usuários</CardTitle>
              <CardDescription>Busque pessoas, altere papéis e o acesso ao painel.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link route="admin.users.index">
                  <Users className="h-4 w-4" aria-hidden="true" /> Gerenciar Usuários
                </Link>
              </Button>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TrendingUp className="h-4 w-4" aria-hidden="true" /> Estatísticas rápidas
            </CardTitle>
          </CardHeader>
          <CardContent>{stats && <QuickStats stats={stats} />}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Atividade recente</CardTitle>
            <CardDescription>Ações no painel e novos cadastros.</CardDescription>
          </CardHeader>
          <CardContent>{activity && <RecentActivity items={activity} />}</CardContent>
        </Card>
      </div>
    </div>
  )
}

export default function AdminDashboard({
  stats,
  activity,
}: {
  stats?: Data.Admin.OverviewStats
  activity?: Data.Admin.Activity[]
}) {
  return (
    <>
      <Head title="Administração · Painel" />
      <PageHeader
        title="Visão geral"
        description="Estatísticas da plataforma e atividade recente."
      />
      <Deferred
        data={['stats', 'activity']}
        fallback={<Loading />}
        rescue={<Overview stats={stats ?? EMPTY_OVERVIEW} activity={activity ?? []} />}
      >
        <Overview stats={stats} activity={activity} />
      </Deferred>
    </>
  )
}
