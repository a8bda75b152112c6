import { useId, useRef, useState } from 'react'
import { useHttp } from '@inertiajs/react'
import { CheckCircle2, Loader2, Upload } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { toast } from '~/hooks/use_toast'
import { urlFor } from '~/client'
import { formatFileSize } from '@domain/platform/format'
import {
  MEDIA_TYPES_BY_EXTENSION,
  acceptAttribute,
  bucketForUpload,
  extensionList,
  extensionOf,
  type MediaBucket,
  type StoredUpload,
  type UploadTarget,
} from '@domain/admin/admin_media'

/** The stored file the upload route answers with (#domain/admin/admin_media). */
export type UploadedFile = StoredUpload

type UploadResponse = { file: UploadedFile }

/**
 * A file picker that uploads right away to /admin/uploads/:target and hands
 * the stored file back. The server checks everything (type, content, size);
 * the size is also checked here first so a too-large file fails at once.
 */
export function FileUpload({
  target,
  limits,
  label,
  onUploaded,
  uploaded,
}: {
  target: UploadTarget
  limits: Record<MediaBucket, number>
  label: string
  onUploaded: (file: UploadedFile) => void
  uploaded?: { name: string; size?: number | null } | null
}) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  const http = useHttp<{ file: File | null }, UploadResponse>({ file: null })

  function fail(message: string) {
    setClientError(message)
    toast({ title: 'Erro ao enviar arquivo', description: message, variant: 'destructive' })
  }

  async function upload(file: File) {
    setClientError(null)
    http.clearErrors()
    const mediaType = MEDIA_TYPES_BY_EXTENSION[extensionOf(file.name)]
    if (mediaType) {
      const limit = limits[bucketForUpload(target, mediaType)]
      if (file.size > limit)
        return fail(`Arquivo muito grande: o limite é ${formatFileSize(limit)}.`)
    }
    http.transform(() => ({ file }))
    try {
      const response = await http.post(urlFor('admin.uploads.store', { target }), {
        onError: (errors) => {
          const message = (errors as Record<string, string>).file ?? 'Tente novamente.'
          fail(message)
        },
        onHttpException: (httpResponse) => {
          let message = 'Tente novamente.'
          try {
            message = JSON.parse(String(httpResponse.data)).errors?.file ?? message
          } catch {}
          fail(message)
          return false
        },
        onNetworkError: () => {
          fail('A conexão caiu durante o envio. Tente novamente.')
          return false
        },
      })
      if (response?.file) {
        onUploaded(response.file)
        toast({ title: 'Arquivo enviado com sucesso!', description: response.file.originalName })
      }
    } catch {
      /* Reported by the callbacks above. */
    } finally {
      if (input.current) input.current.value = ''
    }
  }

  const error = clientError
  const percent = http.progress?.percentage
  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptAttribute(target)}
        className="sr-only"
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file) void upload(file)
        }}
        disabled={http.processing}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={http.processing}
          aria-controls={inputId}
        >
          {http.processing ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="h-4 w-4" aria-hidden="true" />
          )}
          {http.processing
            ? `Enviando${percent !== undefined ? ` ${percent}%` : '...'}`
            : 'Escolher arquivo'}
        </Button>
        {http.processing && (
          <Button type="button" variant="ghost" size="sm" onClick={() => http.cancel()}>
            Cancelar envio
          </Button>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        Aceita {extensionList(target)}.
      </p>
      {uploaded && !http.processing && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm text-success"
        >
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          Arquivo enviado: <span className="font-medium break-all">{uploaded.name}</span>
          {uploaded.size ? ` (${formatFileSize(uploaded.size)})` : ''}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
