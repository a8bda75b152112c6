import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  BookOpen,
  Clock,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Pencil,
  Plus,
  Trash2,
  TrendingUp,
} from 'lucide-react'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { PageHeader } from '~/components/admin/page_header'
import { StatCard } from '~/components/admin/stat_card'
import { LessonDialog } from '~/components/admin/lesson_dialog'
import { MaterialDialog } from '~/components/admin/material_dialog'
import { MaterialList } from '~/components/admin/material_list'
import { ModuleManager } from '~/components/admin/module_manager'
import { LESSON_TYPE_LABELS } from '~/components/admin/labels'
import { urlFor } from '~/client'
import { formatDate } from '@domain/format'
import { CATEGORY_LABELS, LEVEL_LABELS } from '@domain/catalog'
import type { MediaBucket } from '@domain/admin_media'

const TABS = ['visao-geral', 'aulas', 'materiais'] as const
type TabKey = (typeof TABS)[number]

function initialTab(): TabKey {
  if (typeof window === 'undefined') return 'visao-geral'
  const value = new URLSearchParams(window.location.search).get('aba')
  return (TABS as readonly string[]).includes(value ?? '') ? (value as TabKey) : 'visao-geral'
}

function LessonStatus({ published }: { published: boolean }) {
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
}: {
  lesson: Data.Admin.Lesson
  index: number
  count: number
  modules: Data.Admin.Module[]
  uploadLimits: Record<MediaBucket, number>
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
          <span>{LESSON_TYPE_LABELS[lesson.lessonType] ?? lesson.lessonType}</span>
          <span aria-hidden="true">·</span>
          <span>{lesson.durationMinutes} min</span>
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
          key={JSON.stringify(lesson)}
          courseId={lesson.courseId}
          modules={modules}
          lesson={lesson}
          uploadLimits={uploadLimits}
          trigger={
            <Button size="sm" variant="outline" aria-label={`Editar a aula ${lesson.title}`}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Editar
            </Button>
          }
        />
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

export default function AdminCourseShow({
  course,
  stats,
  modules,
  lessons,
  recentLessons,
  materials,
  lessonOptions,
  uploadLimits,
}: {
  course: Data.Admin.Course
  stats: Data.Admin.CourseStats
  modules: Data.Admin.Module[]
  lessons: Data.Admin.Lesson[]
  recentLessons: Data.Admin.Lesson[]
  materials: Data.Admin.Material[]
  lessonOptions: Data.Admin.LessonOption[]
  uploadLimits: Record<MediaBucket, number>
}) {
  const [tab, setTab] = useState<TabKey>(initialTab)
  function changeTab(value: string) {
    setTab(value as TabKey)
    const url = new URL(window.location.href)
    if (value === 'visao-geral') url.searchParams.delete('aba')
    else url.searchParams.set('aba', value)
    router.replace({ url: url.pathname + url.search, preserveScroll: true, preserveState: true })
  }

  const newLessonButton = (
    <LessonDialog
      courseId={course.id}
      modules={modules}
      uploadLimits={uploadLimits}
      trigger={
        <Button>
          <Plus className="h-4 w-4" aria-hidden="true" /> Nova Aula
        </Button>
      }
    />
  )

  return (
    <>
      <Head title={`Admin · ${course.title}`} />
      <PageHeader
        title={course.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {course.isPublished ? (
              <Badge variant="success">Publicado</Badge>
            ) : (
              <Badge variant="secondary">Rascunho</Badge>
            )}
            <span>
              {LEVEL_LABELS[course.level]} · {CATEGORY_LABELS[course.category]} · /cursos/
              {course.slug}
            </span>
          </span>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link route="admin.courses.index">
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Cursos
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={`/cursos/${course.slug}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> Visualizar Curso
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            </Button>
            <Button variant="outline" asChild>
              <Link route="admin.courses.edit" routeParams={{ id: course.id }}>
                <Pencil className="h-4 w-4" aria-hidden="true" /> Editar
              </Link>
            </Button>
            <Button
              variant={course.isPublished ? 'outline' : 'default'}
              onClick={() =>
                router.patch(
                  urlFor('admin.courses.publication', { id: course.id }),
                  {},
                  { preserveScroll: true }
                )
              }
            >
              {course.isPublished ? 'Despublicar' : 'Publicar'}
            </Button>
          </>
        }
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total de Aulas"
          value={stats.totalLessons}
          caption={`${stats.publishedLessons} ${stats.publishedLessons === 1 ? 'publicada' : 'publicadas'}`}
          icon={BookOpen}
        />
        <StatCard
          title="Materiais"
          value={stats.totalMaterials}
          caption="Arquivos e links do curso"
          icon={FileText}
        />
        <StatCard
          title="Duração"
          value={`${course.durationHours}h`}
          caption="Carga horária do curso"
          icon={Clock}
        />
        <StatCard
          title="Progresso"
          value={`${stats.completion}%`}
          caption="Aulas publicadas / total de aulas"
          icon={TrendingUp}
        />
      </div>

      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList>
          <TabsTrigger value="visao-geral">Visão Geral</TabsTrigger>
          <TabsTrigger value="aulas">Aulas</TabsTrigger>
          <TabsTrigger value="materiais">Materiais</TabsTrigger>
        </TabsList>

        <TabsContent value="visao-geral" className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Sobre o curso</CardTitle>
              <CardDescription>Criado em {formatDate(course.createdAt)}</CardDescription>
            </CardHeader>
            <CardContent>
              {course.thumbnailUrl && (
                <img
                  src={course.thumbnailUrl}
                  alt={`Capa do curso ${course.title}`}
                  className="mb-4 h-40 w-full rounded-md object-cover"
                />
              )}
              <p className="whitespace-pre-line text-sm text-muted-foreground">
                {course.description || 'Sem descrição.'}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Aulas recentes</CardTitle>
              <CardDescription>As 5 aulas criadas por último.</CardDescription>
            </CardHeader>
            <CardContent>
              {recentLessons.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nenhuma aula ainda.</p>
              ) : (
                <ul className="grid gap-2">
                  {recentLessons.map((lesson) => (
                    <li key={lesson.id} className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm">{lesson.title}</span>
                      <LessonStatus published={lesson.isPublished} />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="aulas" className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Aulas ({lessons.length})</h2>
            {newLessonButton}
          </div>
          {lessons.length === 0 ? (
            <Card className="p-8 text-center text-muted-foreground">
              Nenhuma aula ainda. Clique em "Nova Aula" para criar a primeira.
            </Card>
          ) : (
            <ol
              className="grid gap-2"
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
                />
              ))}
            </ol>
          )}
          <ModuleManager courseId={course.id} modules={modules} />
        </TabsContent>

        <TabsContent value="materiais" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Materiais ({materials.length})</h2>
            <MaterialDialog
              courses={[{ id: course.id, title: course.title }]}
              lessons={lessonOptions}
              defaultCourseId={course.id}
              uploadLimits={uploadLimits}
              trigger={
                <Button>
                  <Plus className="h-4 w-4" aria-hidden="true" /> Novo Material
                </Button>
              }
            />
          </div>
          <MaterialList
            materials={materials}
            courses={[{ id: course.id, title: course.title }]}
            lessons={lessonOptions}
            uploadLimits={uploadLimits}
          />
        </TabsContent>
      </Tabs>
    </>
  )
}
