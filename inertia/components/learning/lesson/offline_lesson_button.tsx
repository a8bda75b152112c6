import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Check, Download, Loader2, Trash2 } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { toast } from '~/hooks/use_toast'
import type { SharedProps } from '~/types'
import { OFFLINE_LESSONS_CACHE } from '~/service_worker/offline_keys'

type OfflineState = 'unknown' | 'absent' | 'saving' | 'saved'

/* The saving code is fetched on the click: nothing of it weighs on the lesson page. */
export const offlineLessons = () => import('~/lib/offline_lessons')

export function reportFailure(
  error: unknown,
  title = 'Não foi possível salvar a aula neste aparelho'
) {
  toast({
    title,
    description: error instanceof Error && error.message ? error.message : undefined,
    variant: 'destructive',
  })
}

/** The save button's label: what it saves, or 'Salvando…' meanwhile. */
export function SaveOfflineLabel({ saving, children }: { saving: boolean; children: string }) {
  return saving ? (
    <>
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Salvando…
    </>
  ) : (
    <>
      <Download className="h-4 w-4" aria-hidden="true" /> {children}
    </>
  )
}

/**
 * 'Baixar para ler offline' on a text or PDF lesson the member may read
 * (Plataforma 109): the lesson, its images and PDF stay on this device; the
 * button then says so and offers 'Remover do aparelho'.
 */
export default function OfflineLessonButton({
  lessonId,
  lessonUrl,
}: {
  lessonId: number
  lessonUrl: string
}) {
  const user = usePage<SharedProps>().props.user
  const [state, setState] = useState<OfflineState>('unknown')

  useEffect(() => {
    if (!('caches' in window)) return
    let current = true
    caches
      .open(OFFLINE_LESSONS_CACHE)
      .then((cache) => cache.match(lessonUrl))
      .then((saved) => current && setState(saved ? 'saved' : 'absent'))
      .catch(() => current && setState('absent'))
    return () => {
      current = false
    }
  }, [lessonUrl])

  if (!user || state === 'unknown') return null

  async function save() {
    setState('saving')
    try {
      await (await offlineLessons()).saveLesson(lessonId, user!.id)
      setState('saved')
    } catch (error) {
      setState('absent')
      reportFailure(error)
    }
  }

  async function remove() {
    try {
      await (await offlineLessons()).removeLesson(lessonUrl)
      setState('absent')
    } catch (error) {
      reportFailure(error, 'Não foi possível remover a aula deste aparelho')
    }
  }

  if (state === 'saved') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-1 text-sm text-success" role="status">
          <Check className="h-4 w-4" aria-hidden="true" /> Disponível offline
        </span>
        <Button variant="ghost" size="sm" onClick={() => void remove()}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Remover do aparelho
        </Button>
      </div>
    )
  }
  return (
    <Button variant="outline" size="sm" disabled={state === 'saving'} onClick={() => void save()}>
      <SaveOfflineLabel saving={state === 'saving'}>Baixar para ler offline</SaveOfflineLabel>
    </Button>
  )
}
