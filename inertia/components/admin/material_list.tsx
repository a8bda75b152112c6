import { router } from '@inertiajs/react'
import {
  Download,
  ExternalLink,
  FileText,
  Pencil,
  PlayCircle,
  Trash2,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { MaterialDialog } from '~/components/admin/material_dialog'
import { urlFor } from '~/client'
import { formatDate, formatFileSize } from '@domain/platform/format'
import { MATERIAL_TYPE_LABELS, type MediaBucket } from '@domain/admin/admin_media'

/** Materials with their type, course/lesson, size, date, and edit/delete actions. */
export function MaterialList({
  materials,
  courses,
  lessons,
  uploadLimits,
}: {
  materials: Data.Admin.Material[]
  courses: Data.Admin.CourseOption[]
  lessons: Data.Admin.LessonOption[]
  uploadLimits: Record<MediaBucket, number>
}) {
  if (materials.length === 0) {
    return (
      <Card className="p-8 text-center text-muted-foreground">Nenhum material encontrado.</Card>
    )
  }
  return (
    <ul className="grid gap-2">
      {materials.map((material) => (
        <li key={material.id}>
          <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
            {material.fileType === 'youtube' ? (
              <PlayCircle className="h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
            ) : (
              <FileText className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{material.title}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="outline">
                  {MATERIAL_TYPE_LABELS[material.fileType] ?? material.fileType}
                </Badge>
                {material.courseTitle && <span>Curso: {material.courseTitle}</span>}
                {material.lessonTitle && <span>· Aula: {material.lessonTitle}</span>}
                {material.fileSizeBytes !== null && (
                  <span>· {formatFileSize(material.fileSizeBytes)}</span>
                )}
                <span>· {formatDate(material.createdAt)}</span>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" asChild>
                <a href={material.openUrl} target="_blank" rel="noopener noreferrer">
                  {material.storageKey ? (
                    <Download className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  )}
                  Abrir<span className="sr-only"> {material.title} (nova aba)</span>
                </a>
              </Button>
              <MaterialDialog
                key={JSON.stringify(material)}
                material={material}
                courses={courses}
                lessons={lessons}
                uploadLimits={uploadLimits}
                trigger={
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Editar o material ${material.title}`}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" /> Editar
                  </Button>
                }
              />
              <ConfirmDialog
                title="Tem certeza que deseja excluir este material?"
                description={`"${material.title}" será excluído. O arquivo enviado continua na Biblioteca.`}
                onConfirm={() =>
                  router.delete(urlFor('admin.materials.destroy', { id: material.id }), {
                    preserveScroll: true,
                  })
                }
                trigger={
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Excluir o material ${material.title}`}
                  >
                    <Trash2 className="h-4 w-4 text-destructive" aria-hidden="true" /> Excluir
                  </Button>
                }
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
