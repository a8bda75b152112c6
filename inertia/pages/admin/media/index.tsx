import { useState, type FormEvent } from 'react'
import { Head, router } from '@inertiajs/react'
import { ExternalLink, Search, Trash2, Upload } from 'lucide-react'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { PageHeader } from '~/components/admin/page_header'
import { NativeSelect } from '~/components/admin/select_field'
import { FileUpload } from '~/components/admin/file_upload'
import { useLoadError } from '~/components/admin/use_load_error'
import { urlFor } from '~/client'
import { compactQuery, useUrlFilters } from '~/hooks/use_url_filters'
import { formatDate, formatFileSize, formatTime } from '@domain/format'
import { BUCKET_LABELS, MEDIA_BUCKETS, type MediaBucket } from '@domain/admin_media'

function UploadDialog({ limits }: { limits: Record<MediaBucket, number> }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Upload className="h-4 w-4" aria-hidden="true" /> Enviar Arquivo
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Enviar arquivo"
        description="O bucket é escolhido pelo tipo: vídeos vão para course-videos, imagens para course-thumbnails e os demais para course-materials."
      >
        <FileUpload
          target="biblioteca"
          label="Arquivo"
          limits={limits}
          onUploaded={() => {
            setOpen(false)
            router.reload({ only: ['files', 'failedBuckets', 'loadError'] })
          }}
        />
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {MEDIA_BUCKETS.map((bucket) => (
            <li key={bucket}>
              <code>{bucket}</code>: até {formatFileSize(limits[bucket])}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}

export default function AdminMediaIndex({
  files,
  filters,
  failedBuckets,
  perBucket,
  uploadLimits,
  loadError,
}: {
  files: Data.Admin.MediaFile[]
  filters: { search: string; bucket: MediaBucket | null }
  failedBuckets: MediaBucket[]
  perBucket: number
  uploadLimits: Record<MediaBucket, number>
  loadError: string | null
}) {
  useLoadError(loadError)
  const [search, setSearch] = useState(filters.search)

  const apply = useUrlFilters('admin.media.index', { ...filters, search }, (next) =>
    compactQuery({ q: next.search.trim(), bucket: next.bucket })
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    apply({})
  }

  return (
    <>
      <Head title="Admin · Biblioteca" />
      <PageHeader
        title="Biblioteca de mídia"
        description={`Arquivos dos buckets course-videos, course-thumbnails e course-materials (os ${perBucket} mais recentes de cada).`}
        actions={<UploadDialog limits={uploadLimits} />}
      />
      <Card className="mb-4 p-4">
        <form
          onSubmit={submit}
          className="grid gap-4 sm:grid-cols-[1fr_16rem_auto] sm:items-end"
          role="search"
        >
          <div className="grid gap-1.5">
            <label htmlFor="media-search" className="text-sm font-medium">
              Buscar por nome
            </label>
            <Input
              id="media-search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="media-bucket" className="text-sm font-medium">
              Categoria (bucket)
            </label>
            <NativeSelect
              id="media-bucket"
              value={filters.bucket ?? ''}
              onChange={(event) =>
                apply({
                  bucket: MEDIA_BUCKETS.find((bucket) => bucket === event.target.value) ?? null,
                })
              }
            >
              <option value="">Todos os buckets</option>
              {MEDIA_BUCKETS.map((bucket) => (
                <option key={bucket} value={bucket}>
                  {bucket}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            <Search className="h-4 w-4" aria-hidden="true" /> Buscar
          </Button>
        </form>
      </Card>
      {failedBuckets.length > 0 && !loadError && (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          Não foi possível listar: {failedBuckets.join(', ')}.
        </p>
      )}
      {files.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">Nenhum arquivo encontrado.</Card>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Arquivos da biblioteca de mídia</caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Nome
                </th>
                <th scope="col" className="p-3 font-medium">
                  Bucket
                </th>
                <th scope="col" className="p-3 font-medium">
                  Enviado em
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Tamanho
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.key} className="border-b last:border-0">
                  <td className="max-w-xs break-all p-3 font-medium">{file.name}</td>
                  <td className="p-3">
                    <Badge variant="outline" title={BUCKET_LABELS[file.bucket]}>
                      {file.bucket}
                    </Badge>
                  </td>
                  <td className="whitespace-nowrap p-3">
                    {formatDate(file.createdAt)} {formatTime(file.createdAt)}
                  </td>
                  <td className="whitespace-nowrap p-3 text-right">{formatFileSize(file.size)}</td>
                  <td className="p-3">
                    <div className="flex justify-end gap-2">
                      <Button size="sm" variant="outline" asChild>
                        <a href={file.url} target="_blank" rel="noopener noreferrer">
                          <ExternalLink className="h-4 w-4" aria-hidden="true" /> Abrir
                          <span className="sr-only"> {file.name} (nova aba)</span>
                        </a>
                      </Button>
                      <ConfirmDialog
                        title="Tem certeza que deseja excluir este arquivo?"
                        description={`"${file.name}" será apagado do bucket ${file.bucket}.`}
                        onConfirm={() =>
                          router.delete(urlFor('admin.media.destroy'), {
                            data: { key: file.key },
                            preserveScroll: true,
                          })
                        }
                        trigger={
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Excluir o arquivo ${file.name}`}
                          >
                            <Trash2 className="h-4 w-4 text-destructive" aria-hidden="true" />{' '}
                            Excluir
                          </Button>
                        }
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  )
}
