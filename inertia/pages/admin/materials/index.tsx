import { Head, router } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/admin/page_header'
import { NativeSelect } from '~/components/admin/select_field'
import { MaterialDialog } from '~/components/admin/material_dialog'
import { MaterialList } from '~/components/admin/material_list'
import { useLoadError } from '~/components/admin/use_load_error'
import type { MediaBucket } from '@domain/admin_media'
import { urlFor } from '~/client'

export default function AdminMaterialsIndex({
  materials,
  courses,
  lessons,
  filters,
  uploadLimits,
  loadError,
}: {
  materials: Data.Admin.Material[]
  courses: Data.Admin.CourseOption[]
  lessons: Data.Admin.LessonOption[]
  filters: { courseId: number | null; lessonId: number | null }
  uploadLimits: Record<MediaBucket, number>
  loadError: string | null
}) {
  useLoadError(loadError)
  const courseLessons = lessons.filter((lesson) => lesson.courseId === filters.courseId)

  function applyFilters(next: { curso?: string; aula?: string }) {
    const query: Record<string, string> = {}
    if (next.curso) query.curso = next.curso
    if (next.curso && next.aula) query.aula = next.aula
    router.get(urlFor('admin.materials.index'), query, { preserveScroll: true })
  }

  return (
    <>
      <Head title="Admin · Materiais" />
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
        <div className="grid gap-1.5">
          <label htmlFor="filter-course" className="text-sm font-medium">
            Filtrar por curso
          </label>
          <NativeSelect
            id="filter-course"
            value={filters.courseId ?? ''}
            onChange={(event) => applyFilters({ curso: event.target.value })}
          >
            <option value="">Todos os cursos</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="filter-lesson" className="text-sm font-medium">
            Filtrar por aula
          </label>
          <NativeSelect
            id="filter-lesson"
            value={filters.lessonId ?? ''}
            disabled={!filters.courseId}
            aria-describedby={filters.courseId ? undefined : 'filter-lesson-hint'}
            onChange={(event) =>
              applyFilters({ curso: String(filters.courseId ?? ''), aula: event.target.value })
            }
          >
            <option value="">Todas as aulas</option>
            {courseLessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {lesson.title}
              </option>
            ))}
          </NativeSelect>
          {!filters.courseId && (
            <p id="filter-lesson-hint" className="text-xs text-muted-foreground">
              Escolha um curso para filtrar por aula.
            </p>
          )}
        </div>
      </Card>
      <MaterialList
        materials={materials}
        courses={courses}
        lessons={lessons}
        uploadLimits={uploadLimits}
      />
    </>
  )
}
