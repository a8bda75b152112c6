import { useEffect } from 'react'
import { toast } from '~/hooks/use_toast'

/** Shows a page's load failure ('Erro ao carregar cursos'…) as a destructive toast, once per message. */
export function useLoadError(message: string | null | undefined) {
  useEffect(() => {
    if (message) toast({ title: message, variant: 'destructive' })
  }, [message])
}
