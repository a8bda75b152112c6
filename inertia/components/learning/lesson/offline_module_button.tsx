import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Check } from '~/components/platform/icons'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { Button } from '~/components/ui/button'
import type { SharedProps } from '~/types'
import {
  offlineLessons,
  reportFailure,
  SaveOfflineLabel,
} from '~/components/learning/lesson/offline_lesson_button'

/**
 * 'Baixar módulo para ler offline' on the course page: every text or PDF
 * lesson of the module this member may read (the server decides which).
 */
export default function OfflineModuleButton({ moduleId }: { moduleId: number }) {
  const user = usePage<SharedProps>().props.user
  const [saved, setSaved] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  if (!user) return null

  async function save() {
    setSaving(true)
    try {
      setSaved(await (await offlineLessons()).saveModule(moduleId, user!.id))
    } catch (error) {
      reportFailure(error)
    } finally {
      setSaving(false)
    }
  }

  if (saved !== null) {
    return (
      <p className="mb-2 flex items-center gap-1 text-sm text-success" role="status">
        <Check className="h-4 w-4" aria-hidden="true" />
        {saved === 0
          ? 'Nenhuma aula de texto ou PDF deste módulo para ler offline.'
          : `Disponível offline: ${COURSE_TEXT.lessonsCount(saved)}`}
      </p>
    )
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className="mb-2"
      disabled={saving}
      onClick={() => void save()}
    >
      <SaveOfflineLabel saving={saving}>Baixar módulo para ler offline</SaveOfflineLabel>
    </Button>
  )
}
