import { Share2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { toast } from '~/hooks/use_toast'
import { COURSE_TEXT } from '~/components/course/texts'

/** The device's share sheet when there is one; otherwise the link goes to the clipboard, with a toast. */
export function ShareButton({
  title,
  text,
  path,
}: {
  title: string
  text?: string | null
  path: string
}) {
  async function share() {
    const url = new URL(path, window.location.origin).toString()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url })
        return
      } catch (error) {
        /* The learner closed the share sheet: nothing to report. */
        if ((error as Error).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: COURSE_TEXT.linkCopied, description: COURSE_TEXT.linkCopiedText })
    } catch {
      toast({ title: COURSE_TEXT.copyFailed, description: url, variant: 'destructive' })
    }
  }

  return (
    <Button variant="outline" className="flex-1" onClick={share}>
      <Share2 className="h-4 w-4" aria-hidden="true" /> {COURSE_TEXT.share}
    </Button>
  )
}
