import { useEffect, useRef } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { toast } from '~/hooks/use_toast'

/** Shows the server's flash toast (session flash) once per message. */
export function FlashToasts() {
  const { flash } = usePage<SharedProps>().props
  const shown = useRef<string | null>(null)
  useEffect(() => {
    const message = flash?.toast
    if (!message || shown.current === message.id) return
    shown.current = message.id
    toast({ title: message.title, description: message.description, variant: message.variant })
  }, [flash?.toast])
  return null
}
