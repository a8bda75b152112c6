import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Archive,
  BookOpen,
  Eye,
  EyeOff,
  Pencil,
  Plus,
  RotateCcw,
  Settings2,
  Trash2,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { PageHeader } from '~/components/admin/page_header'
import { DeferredList } from '~/components/admin/list_filters'
import { urlFor } from '~/client'
import { formatDate } from '@domain/platform/format'
import { CATEGORY_LABELS, LEVEL_LABELS } from '@domain/catalog/catalog'
import { formatDuration } from '@domain/catalog/lesson_duration'

function CourseRow({ course }: { course: Data.Admin.CourseRow }) {
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          {course.thumbnailUrl ? (
            <img
              src={course.thumbnailUrl}
              alt={`Capa do curso ${course.title}`}
              className="h-16 w-24 shrink-0 rounded-md object-cover"
            />
          ) : (
            <div
              className="flex h-16 w-24 shrink-0 items-center justify-center rounded-md bg-muted"
              aria-hidden="true"
            >
              <BookOpen className="h-6 w-6 text-muted-foreground" />
            </div>
          )}
          <div className="min-w-0">
            <h2 className="truncate font-semibold">{course.title}</h2>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {course.archived ? (
                <Badge variant="outline">Arquivado</Badge>
              ) : course.isPublished ? (
                <Badge variant="success">Publicado</Badge>
              ) : (
                <Badge variant="secondary">Rascunho</Badge>
              )}
              <span>{LEVEL_LABELS[course.level]}</span>
              <span aria-hidden="true">·</span>
              <span>{CATEGORY_LABELS[course.category]}</span>
              <span aria-hidden="true">·</span>
              <span>
                {course.lessonsCount} {course.lessonsCount === 1 ? 'aula' : 'aulas'} (
                {course.publishedLessonsCount}{' '}
                {course.publishedLessonsCount === 1 ? 'publicada' : 'publicadas'})
              </span>
              {course.durationSeconds > 0 && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{formatDuration(course.durationSeconds)}</span>
                </>
              )}
              <span aria-hidden="true">·</span>
              <span>Criado em {formatDate(course.createdAt)}</span>
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {course.archived ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => router.patch(urlFor('admin.courses.restore', { id: course.id }))}
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Restaurar
            </Button>
          ) : (
            <>
              <Button variant="outline" size="sm" asChild>
                <Link route="admin.courses.show" routeParams={{ id: course.id }}>
                  <Settings2 className="h-4 w-4" aria-hidden="true" /> Gerenciar conteúdo
                </Link>
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  router.patch(
                    urlFor('admin.courses.publication', { id: course.id }),
                    {},
                    { preserveScroll: true }
                  )
                }
              >
                {course.isPublished ? (
                  <>
                    <EyeOff className="h-4 w-4" aria-hidden="true" /> Despublicar
                  </>
                ) : (
                  <>
                    <Eye className="h-4 w-4" aria-hidden="true" /> Publicar
                  </>
                )}
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link route="admin.courses.edit" routeParams={{ id: course.id }}>
                  <Pencil className="h-4 w-4" aria-hidden="true" /> Editar
                </Link>
              </Button>
              <ConfirmDialog
                title="Tem certeza que deseja excluir este curso?"
                description={`"${course.title}" será excluído. Se alunos já tiverem progresso nele, o curso será arquivado (despublicado e escondido) para não perder dados.`}
                onConfirm={() =>
                  router.delete(urlFor('admin.courses.destroy', { id: course.id }), {
                    preserveScroll: true,
                  })
                }
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Excluir o curso ${course.title}`}
                  >
                    <Trash2 className="h-4 w-4 text-destructive" aria-hidden="true" /> Excluir
                  </Button>
                }
              />
            </>
          )}
        </div>
      </Card>
    </li>
  )
}

export default function AdminCoursesIndex({
  courses,
  showingArchived,
  archivedCount,
}: {
  courses?: Data.Admin.CourseRow[]
  showingArchived: boolean
  archivedCount?: number
}) {
  return (
    <>
      <Head title="Administração · Cursos" />
      <PageHeader
        title={showingArchived ? 'Cursos arquivados' : 'Cursos'}
        description={
          showingArchived
            ? 'Cursos excluídos que tinham progresso de alunos: escondidos, com os dados preservados.'
            : 'Crie, edite, publique e organize os cursos da plataforma.'
        }
        actions={
          <>
            {showingArchived ? (
              <Button variant="outline" asChild>
                <Link route="admin.courses.index">Voltar aos cursos</Link>
              </Button>
            ) : (
              archivedCount !== undefined &&
              archivedCount > 0 && (
                <Button variant="outline" asChild>
                  <Link route="admin.courses.index" qs={{ arquivados: 1 }}>
                    <Archive className="h-4 w-4" aria-hidden="true" /> Arquivados ({archivedCount})
                  </Link>
                </Button>
              )
            )}
            <Button asChild>
              <Link route="admin.courses.create">
                <Plus className="h-4 w-4" aria-hidden="true" /> Novo Curso
              </Link>
            </Button>
          </>
        }
      />
      <DeferredList data={['courses', 'archivedCount']} failure="Erro ao carregar cursos">
        {courses &&
          (courses.length === 0 ? (
            <Card className="p-10 text-center text-muted-foreground">
              {showingArchived
                ? 'Nenhum curso arquivado.'
                : 'Nenhum curso ainda. Clique em "Novo Curso" para começar.'}
            </Card>
          ) : (
            <ul className="grid grid-cols-1 gap-3">
              {courses.map((course) => (
                <CourseRow key={course.id} course={course} />
              ))}
            </ul>
          ))}
      </DeferredList>
    </>
  )
}
