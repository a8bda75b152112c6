import { useRef } from 'react'
import { router, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Loader2, Upload } from '~/components/platform/icons'
import { urlFor } from '~/client'
import { CAPTIONS_ACCEPT, CAPTIONS_TEXTS } from '@domain/catalog/captions'

/**
 * 'Legendas (.vtt)' of a lesson whose video is an uploaded file: what is
 * there, and upload, replace or remove. Sent on its own (the lesson dialog
 * is one form already), keeping the page's state so whatever the admin typed
 * in the dialog stays; the server's message shows under the field.
 */
export function LessonCaptionsField({
  lesson,
  videoChanged,
}: {
  lesson: Data.Admin.Lesson
  /** The dialog's video differs from the saved one: captions wait for the save. */
  videoChanged: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const form = useForm<{ captions: File | null }>({ captions: null })
  const error = form.errors.captions
  const captions = lesson.captions
  const inputId = `lesson-captions-${lesson.id}`
  const describedBy = error ? `${inputId}-error` : `${inputId}-hint`

  function send(file: File) {
    form.transform(() => ({ captions: file }))
    form.post(urlFor('admin.lessons.captions.store', { id: lesson.id }), {
      forceFormData: true,
      preserveScroll: true,
      preserveState: true,
      onFinish: () => {
        if (input.current) input.current.value = ''
      },
    })
  }

  function remove() {
    form.clearErrors()
    router.delete(urlFor('admin.lessons.captions.destroy', { id: lesson.id }), {
      preserveScroll: true,
      preserveState: true,
    })
  }

  return (
    <fieldset className="grid gap-2 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">{CAPTIONS_TEXTS.label}</legend>
      <p role="status" className="text-sm">
        <span className="font-medium">
          {captions ? CAPTIONS_TEXTS.uploaded : CAPTIONS_TEXTS.none}
        </span>
        {captions && (captions.cueCount !== null || captions.fileName) && (
          <span className="text-muted-foreground">
            {' '}
            ({CAPTIONS_TEXTS.summary(captions.cueCount, captions.fileName)})
          </span>
        )}
      </p>
      {videoChanged ? (
        <p className="text-sm text-muted-foreground">{CAPTIONS_TEXTS.saveVideoFirst}</p>
      ) : (
        <>
          <label htmlFor={inputId} className="sr-only">
            {CAPTIONS_TEXTS.label}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={CAPTIONS_ACCEPT}
            className="sr-only"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={form.processing}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) send(file)
            }}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={form.processing}
              aria-controls={inputId}
            >
              {form.processing ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Upload className="h-4 w-4" aria-hidden="true" />
              )}
              {captions ? CAPTIONS_TEXTS.replace : CAPTIONS_TEXTS.upload}
            </Button>
            {captions && (
              <Button type="button" variant="ghost" onClick={remove} disabled={form.processing}>
                {CAPTIONS_TEXTS.remove}
              </Button>
            )}
          </div>
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
              {CAPTIONS_TEXTS.hint}
            </p>
          )}
        </>
      )}
    </fieldset>
  )
}
