import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Check, Loader2 } from '~/components/platform/icons'
import { useHttp } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { ignoreRejection, reportFailures, sendOnUnload } from '~/lib/http'
import { toast } from '~/hooks/use_toast'
import { Textarea } from '~/components/ui/input'
import { Field } from '~/components/ui/field'

const AUTOSAVE_DELAY_MS = 800
const MAX_LENGTH = 20_000

type SaveState = 'idle' | 'saving' | 'saved' | 'error'

/** Personal notes on the lesson, saved as the learner types ('Salvo' once stored). */
export function LessonNotes({ lessonId, initialBody }: { lessonId: number; initialBody: string }) {
  const [body, setBody] = useState(initialBody)
  const [state, setState] = useState<SaveState>(initialBody ? 'saved' : 'idle')
  const savedBody = useRef(initialBody)
  const latest = useRef(initialBody)
  const http = useHttp(
    { route: 'lessons.notes.update', routeParams: { id: lessonId } },
    { body: initialBody }
  )

  function save(text: string) {
    if (text === savedBody.current) {
      setState('saved')
      return
    }
    setState('saving')
    http.setData({ body: text })
    http
      .submit({
        onSuccess: () => {
          savedBody.current = text
          if (latest.current === text) setState('saved')
        },
        ...reportFailures((description) => {
          setState('error')
          toast({
            title: 'Não foi possível salvar suas anotações',
            description,
            variant: 'destructive',
          })
        }),
      })
      .catch(ignoreRejection)
  }

  const autosave = useEffectEvent(save)
  useEffect(() => {
    if (body === savedBody.current) return
    setState('idle')
    const timer = setTimeout(() => autosave(body), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [body])

  /* Leaving the page right after typing still saves. */
  useEffect(() => {
    const flush = () => {
      if (latest.current === savedBody.current) return
      savedBody.current = latest.current
      sendOnUnload('PUT', urlFor('lessons.notes.update', { id: lessonId }), {
        body: latest.current,
      })
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [lessonId])

  return (
    <Field
      label="Minhas anotações"
      htmlFor="anotacoes"
      hint="Só você vê estas anotações. Elas são salvas automaticamente."
    >
      <Textarea
        id="anotacoes"
        value={body}
        maxLength={MAX_LENGTH}
        onChange={(event) => {
          latest.current = event.target.value
          setBody(event.target.value)
        }}
        onBlur={() => body !== savedBody.current && save(body)}
        placeholder="Escreva aqui os pontos importantes da aula…"
        className="min-h-40"
      />
      <p className="flex h-5 items-center gap-1 text-xs text-muted-foreground" aria-live="polite">
        {state === 'saving' && (
          <>
            <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" /> Salvando...
          </>
        )}
        {state === 'saved' && (
          <>
            <Check className="h-3 w-3 text-success" aria-hidden="true" /> Salvo
          </>
        )}
        {state === 'error' && <span className="text-destructive">Não salvo — tente novamente</span>}
      </p>
    </Field>
  )
}
