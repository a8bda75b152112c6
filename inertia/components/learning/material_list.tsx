import { Download, ExternalLink, FileText, Lock } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatFileSize } from '@domain/platform/format'

export type LessonMaterial = Data.LessonPage['materials'][number]

/** What a row needs: a lesson's or a course's material. No address at all means locked. */
type MaterialRow = {
  id: number
  title: string
  fileType: string
  url?: string | null
  downloadUrl?: string | null
  sizeBytes?: number | null
}

function Description({ material }: { material: MaterialRow }) {
  return (
    <>
      <FileText className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="flex-1">
        <span className="font-medium">{material.title}</span>
        {material.sizeBytes ? (
          <span className="block text-xs text-muted-foreground">
            {formatFileSize(material.sizeBytes)}
          </span>
        ) : null}
      </span>
    </>
  )
}

/**
 * Downloads of a lesson or a course (templates, PDFs, links). A material
 * the viewer may not open (no address) shows its title with a padlock.
 */
export function MaterialList({
  materials,
  lockedLabel = 'Bloqueado',
}: {
  materials: MaterialRow[]
  lockedLabel?: string
}) {
  return (
    <ul className="grid gap-2">
      {materials.map((material) => {
        const external = material.fileType === 'link' || material.fileType === 'youtube'
        const href = external ? material.url : (material.downloadUrl ?? material.url)
        if (!href) {
          return (
            <li
              key={material.id}
              className="flex items-center gap-3 rounded-lg border p-3 text-sm text-muted-foreground"
            >
              <Description material={material} />
              <Lock className="h-4 w-4" aria-label={lockedLabel} />
            </li>
          )
        }
        return (
          <li key={material.id}>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
              className="flex items-center gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Description material={material} />
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
