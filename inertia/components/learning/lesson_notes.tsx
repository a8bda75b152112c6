import { useEffect, useRef, useState } from 'react'
import { Check, Loader2 } from 'lucide-react'
import { urlFor } from '~/client'
import { sendJson } from '~/lib/json_request'
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
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef(body)
  latest.current = body

  async function save(text: string, keepalive = false) {
    if (text === savedBody.current) {
      setState('saved')
      return
    }
    setState('saving')
    try {
      await sendJson(
        'PUT',
        urlFor('lessons.notes.update', { id: lessonId }),
        { body: text },
        { keepalive }
      )
      savedBody.current = text
      if (latest.current === text) setState('saved')
    } catch (error) {
      setState('error')
      toast({
        title: 'Não foi possível salvar suas anotações',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      })
    }
  }

  useEffect(() => {
    if (body === savedBody.current) return
    setState('idle')
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => save(body), AUTOSAVE_DELAY_MS)
    return () => {
      if (timer.current) clearTimeout(timer.current)
    }
  }, [body])

  /* Leaving the page right after typing still saves. */
  useEffect(() => {
    const flush = () => {
      if (latest.current !== savedBody.current) void save(latest.current, true)
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
        onChange={(event) => setBody(event.target.value)}
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
