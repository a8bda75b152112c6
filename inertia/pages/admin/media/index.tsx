import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { ExternalLink, Trash2, Upload } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog'
import { PageHeader } from '~/components/admin/page_header'
import { FileUpload } from '~/components/admin/file_upload'
import { DeferredList, SearchBar } from '~/components/admin/list_filters'
import { urlFor } from '~/client'
import { formatDate, formatFileSize, formatTime } from '@domain/platform/format'
import { BUCKET_LABELS, MEDIA_BUCKETS, type MediaBucket } from '@domain/admin/admin_media'

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
            router.reload({ only: ['files', 'failedBuckets'] })
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
}: {
  files?: Data.Admin.MediaFile[]
  filters: { search: string; bucket: MediaBucket | null }
  failedBuckets?: MediaBucket[]
  perBucket: number
  uploadLimits: Record<MediaBucket, number>
}) {
  return (
    <>
      <Head title="Administração · Biblioteca" />
      <PageHeader
        title="Biblioteca de mídia"
        description={`Arquivos dos buckets course-videos, course-thumbnails e course-materials (os ${perBucket} mais recentes de cada).`}
        actions={<UploadDialog limits={uploadLimits} />}
      />
      <SearchBar
        id="media-search"
        url={urlFor('admin.media.index')}
        filterKey="bucket"
        searchLabel="Buscar por nome"
        initialSearch={filters.search}
        className="sm:grid-cols-[1fr_16rem_auto]"
        filter={{
          id: 'media-bucket',
          label: 'Categoria (bucket)',
          allLabel: 'Todos os buckets',
          options: MEDIA_BUCKETS.map((bucket) => ({ value: bucket, label: bucket })),
          value: filters.bucket,
        }}
      />
      <DeferredList
        data={['files', 'failedBuckets']}
        failure="Erro ao carregar biblioteca de mídia"
      >
        {files && failedBuckets && <FileList files={files} failedBuckets={failedBuckets} />}
      </DeferredList>
    </>
  )
}

function FileList({
  files,
  failedBuckets,
}: {
  files: Data.Admin.MediaFile[]
  failedBuckets: MediaBucket[]
}) {
  return (
    <>
      {failedBuckets.length > 0 && (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          Não foi possível listar: {failedBuckets.join(', ')}.
        </p>
      )}
      {files.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">Nenhum arquivo encontrado.</Card>
      ) : (
        <Card className="relative overflow-x-auto">
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
