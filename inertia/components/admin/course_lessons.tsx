import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  ArrowDown,
  ArrowUp,
  Eye,
  EyeOff,
  ListChecks,
  Pencil,
  Trash2,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { LessonDialog } from '~/components/admin/lesson_dialog'
import { lessonTypeLabel } from '@domain/catalog/lesson_types'
import { urlFor } from '~/client'
import type { MediaBucket } from '@domain/admin/admin_media'
import type { SimulatorKind } from '@domain/catalog/catalog'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { rendererFor } from '@domain/catalog/lessons'

export function LessonStatus({ published }: { published: boolean }) {
  return published ? (
    <Badge variant="success">Publicada</Badge>
  ) : (
    <Badge variant="secondary">Rascunho</Badge>
  )
}

function LessonRow({
  lesson,
  index,
  count,
  modules,
  uploadLimits,
  courseSimulators,
}: {
  lesson: Data.Admin.Lesson
  index: number
  count: number
  modules: Data.Admin.Module[]
  uploadLimits: Record<MediaBucket, number>
  courseSimulators: SimulatorKind[]
}) {
  const moduleTitle = modules.find((module) => module.id === lesson.moduleId)?.title
  const move = (direction: 'up' | 'down') =>
    router.patch(
      urlFor('admin.lessons.move', { id: lesson.id }),
      { direction },
      { preserveScroll: true }
    )
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-3 md:flex-row md:items-center">
      <div className="flex items-center gap-1">
        <span className="w-8 text-center text-sm font-semibold text-muted-foreground">
          {index + 1}
        </span>
        <Button
          size="icon"
          variant="ghost"
          onClick={() => move('up')}
          disabled={index === 0}
          aria-label={`Mover a aula ${lesson.title} para cima`}
        >
          <ArrowUp className="h-4 w-4" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          onClick={() => move('down')}
          disabled={index === count - 1}
          aria-label={`Mover a aula ${lesson.title} para baixo`}
        >
          <ArrowDown className="h-4 w-4" />
        </Button>
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{lesson.title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <LessonStatus published={lesson.isPublished} />
          {lesson.isFreePreview && <Badge variant="outline">Prévia gratuita</Badge>}
          <span>{lessonTypeLabel(lesson.lessonType)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {lesson.durationSeconds > 0
              ? formatDuration(lesson.durationSeconds)
              : 'Duração desconhecida'}
          </span>
          {moduleTitle && (
            <>
              <span aria-hidden="true">·</span>
              <span>Módulo: {moduleTitle}</span>
            </>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            router.patch(
              urlFor('admin.lessons.publication', { id: lesson.id }),
              {},
              { preserveScroll: true }
            )
          }
        >
          {lesson.isPublished ? (
            <>
              <EyeOff className="h-4 w-4" aria-hidden="true" /> Despublicar
            </>
          ) : (
            <>
              <Eye className="h-4 w-4" aria-hidden="true" /> Publicar
            </>
          )}
        </Button>
        <LessonDialog
          /* A saved lesson re-creates the dialog's form; captions have their own and keep it open. */
          key={JSON.stringify({ ...lesson, captions: null })}
          courseId={lesson.courseId}
          modules={modules}
          lesson={lesson}
          uploadLimits={uploadLimits}
          courseSimulators={courseSimulators}
          trigger={
            <Button size="sm" variant="outline" aria-label={`Editar a aula ${lesson.title}`}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Editar
            </Button>
          }
        />
        {rendererFor(lesson.lessonType) === 'quiz' && (
          <Button size="sm" variant="outline" asChild>
            <Link
              route="admin.quizzes.edit"
              routeParams={{ id: lesson.id }}
              aria-label={`Editar as perguntas da aula ${lesson.title}`}
            >
              <ListChecks className="h-4 w-4" aria-hidden="true" /> Perguntas
            </Link>
          </Button>
        )}
        <ConfirmDialog
          title="Tem certeza que deseja excluir esta aula?"
          description={`"${lesson.title}" será excluída. Aulas com progresso de alunos não podem ser excluídas (despublique-as).`}
          onConfirm={() =>
            router.delete(urlFor('admin.lessons.destroy', { id: lesson.id }), {
              preserveScroll: true,
            })
          }
          trigger={
            <Button size="sm" variant="outline" aria-label={`Excluir a aula ${lesson.title}`}>
              <Trash2 className="h-4 w-4 text-destructive" aria-hidden="true" /> Excluir
            </Button>
          }
        />
      </div>
    </li>
  )
}

/** The course's lessons in the order learners see them, each with move, publish, edit and delete. */
export function CourseLessonList({
  lessons,
  modules,
  uploadLimits,
  courseSimulators,
}: {
  lessons: Data.Admin.Lesson[]
  modules: Data.Admin.Module[]
  uploadLimits: Record<MediaBucket, number>
  courseSimulators: SimulatorKind[]
}) {
  return lessons.length === 0 ? (
    <Card className="p-8 text-center text-muted-foreground">
      Nenhuma aula ainda. Clique em "Nova Aula" para criar a primeira.
    </Card>
  ) : (
    <ol
      className="grid grid-cols-1 gap-2"
      aria-label="Aulas do curso, na ordem em que os alunos as veem"
    >
      {lessons.map((lesson, index) => (
        <LessonRow
          key={lesson.id}
          lesson={lesson}
          index={index}
          count={lessons.length}
          modules={modules}
          uploadLimits={uploadLimits}
          courseSimulators={courseSimulators}
        />
      ))}
    </ol>
  )
}
