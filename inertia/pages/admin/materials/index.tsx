import { Head, router } from '@inertiajs/react'
import { Plus } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/admin/page_header'
import { MaterialDialog } from '~/components/admin/material_dialog'
import { MaterialList } from '~/components/admin/material_list'
import { DeferredList, FilterSelect } from '~/components/admin/list_filters'
import type { MediaBucket } from '@domain/admin/admin_media'
import { urlFor } from '~/client'

export default function AdminMaterialsIndex({
  materials,
  courses,
  lessons,
  filters,
  uploadLimits,
}: {
  materials?: Data.Admin.Material[]
  courses: Data.Admin.CourseOption[]
  lessons: Data.Admin.LessonOption[]
  filters: { courseId: number | null; lessonId: number | null }
  uploadLimits: Record<MediaBucket, number>
}) {
  const courseLessons = lessons.filter((lesson) => lesson.courseId === filters.courseId)

  function applyFilters(next: { curso?: string; aula?: string }) {
    const query: Record<string, string> = {}
    if (next.curso) query.curso = next.curso
    if (next.curso && next.aula) query.aula = next.aula
    router.get(urlFor('admin.materials.index'), query, { preserveScroll: true })
  }

  return (
    <>
      <Head title="Administração · Materiais" />
      <PageHeader
        title="Materiais"
        description="Links, vídeos do YouTube e arquivos de apoio das aulas e cursos."
        actions={
          <MaterialDialog
            courses={courses}
            lessons={lessons}
            defaultCourseId={filters.courseId}
            uploadLimits={uploadLimits}
            trigger={
              <Button>
                <Plus className="h-4 w-4" aria-hidden="true" /> Novo Material
              </Button>
            }
          />
        }
      />
      <Card className="mb-4 grid gap-4 p-4 sm:grid-cols-2">
        <FilterSelect
          id="filter-course"
          label="Filtrar por curso"
          allLabel="Todos os cursos"
          options={courses.map((course) => ({ value: course.id, label: course.title }))}
          value={filters.courseId}
          onChange={(curso) => applyFilters({ curso })}
        />
        <FilterSelect
          id="filter-lesson"
          label="Filtrar por aula"
          allLabel="Todas as aulas"
          options={courseLessons.map((lesson) => ({ value: lesson.id, label: lesson.title }))}
          value={filters.lessonId}
          disabled={!filters.courseId}
          hint="Escolha um curso para filtrar por aula."
          onChange={(aula) => applyFilters({ curso: String(filters.courseId ?? ''), aula })}
        />
      </Card>
      <DeferredList data="materials" failure="Erro ao carregar materiais">
        {materials && (
          <MaterialList
            materials={materials}
            courses={courses}
            lessons={lessons}
            uploadLimits={uploadLimits}
          />
        )}
      </DeferredList>
    </>
  )
}
