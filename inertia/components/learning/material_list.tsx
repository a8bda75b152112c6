import { Download, ExternalLink, FileText } from 'lucide-react'
import type { Data } from '@generated/data'
import { formatFileSize } from '@domain/format'

export type LessonMaterial = Data.LessonPage['materials'][number]

/** Downloads of a lesson (templates, PDFs, links). */
export function MaterialList({ materials }: { materials: LessonMaterial[] }) {
  return (
    <ul className="grid gap-2">
      {materials.map((material) => {
        const external = material.fileType === 'link' || material.fileType === 'youtube'
        return (
          <li key={material.id}>
            <a
              href={external ? material.url : (material.downloadUrl ?? material.url)}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
              className="flex items-center gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <FileText className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex-1">
                <span className="font-medium">{material.title}</span>
                {material.sizeBytes ? (
                  <span className="block text-xs text-muted-foreground">
                    {formatFileSize(material.sizeBytes)}
                  </span>
                ) : null}
              </span>
              {external ? (
                <ExternalLink className="h-4 w-4" aria-label="Abrir link" />
              ) : (
                <Download className="h-4 w-4" aria-label="Baixar" />
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
