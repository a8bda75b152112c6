import { Share2 } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { toast } from '~/hooks/use_toast'

/**
 * 'Compartilhar': the device's share sheet when there is one; otherwise the
 * link goes to the clipboard, with a toast saying what was copied.
 */
export function ShareButton({
  title,
  text,
  url,
  copiedText,
  className,
}: {
  title: string
  text?: string | null
  /** Absolute, or a path of this site */
  url: string
  /** The toast's description once the link is copied ('O link do curso foi copiado…') */
  copiedText: string
  className?: string
}) {
  async function share() {
    const link = new URL(url, window.location.origin).toString()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url: link })
        return
      } catch (error) {
        /* The share sheet was closed: nothing to report. */
        if ((error as Error).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(link)
      toast({ title: 'Link copiado!', description: copiedText })
    } catch {
      toast({ title: 'Não foi possível copiar o link', description: link, variant: 'destructive' })
    }
  }

  return (
    <Button type="button" variant="outline" className={className} onClick={share}>
      <Share2 className="h-4 w-4" aria-hidden="true" /> Compartilhar
    </Button>
  )
}
