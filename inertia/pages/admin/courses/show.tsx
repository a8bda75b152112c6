import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  ArrowLeft,
  BookOpen,
  Clock,
  ExternalLink,
  FileText,
  Pencil,
  Plus,
  TrendingUp,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { PageHeader } from '~/components/admin/page_header'
import { StatCard } from '~/components/admin/stat_card'
import { LessonDialog } from '~/components/admin/lesson_dialog'
import { MaterialDialog } from '~/components/admin/material_dialog'
import { MaterialList } from '~/components/admin/material_list'
import { ModuleManager } from '~/components/admin/module_manager'
import { CourseLessonList } from '~/components/admin/course_lessons'
import { CourseOverview } from '~/components/admin/course_overview'
import { urlFor } from '~/client'
import { CATEGORY_LABELS, LEVEL_LABELS } from '@domain/catalog/catalog'
import type { MediaBucket } from '@domain/admin/admin_media'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { defaultFreePreview } from '@domain/catalog/pacing'

const TABS = ['visao-geral', 'aulas', 'materiais'] as const
type TabKey = (typeof TABS)[number]

function initialTab(): TabKey {
  if (typeof window === 'undefined') return 'visao-geral'
  const value = new URLSearchParams(window.location.search).get('aba')
  return (TABS as readonly string[]).includes(value ?? '') ? (value as TabKey) : 'visao-geral'
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
      courseSimulators={course.simulators}
      freePreviewDefault={(moduleId) =>
        defaultFreePreview({
          coursePrice: course.price,
          moduleId,
          lessonsInModule: lessons.filter((lesson) => lesson.moduleId === moduleId).length,
        })
      }
      trigger={
        <Button>
          <Plus className="h-4 w-4" aria-hidden="true" /> Nova Aula
        </Button>
      }
    />
  )

  return (
    <>
      <Head title={`Administração · ${course.title}`} />
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
              <a
                href={urlFor('courses.show', { slug: course.slug })}
                target="_blank"
                rel="noopener noreferrer"
              >
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
          value={course.durationSeconds > 0 ? formatDuration(course.durationSeconds) : '—'}
          caption="Soma das aulas publicadas"
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

        <TabsContent value="visao-geral" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <CourseOverview course={course} recentLessons={recentLessons} />
        </TabsContent>

        <TabsContent value="aulas" className="grid grid-cols-1 gap-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Aulas ({lessons.length})</h2>
            {newLessonButton}
          </div>
          <CourseLessonList
            lessons={lessons}
            modules={modules}
            uploadLimits={uploadLimits}
            courseSimulators={course.simulators}
          />
          <ModuleManager
            courseId={course.id}
            modules={modules}
            scheduled={course.pacing === 'scheduled'}
          />
        </TabsContent>

        <TabsContent value="materiais" className="grid grid-cols-1 gap-4">
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
