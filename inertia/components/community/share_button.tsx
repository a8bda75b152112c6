import { Share2 } from 'lucide-react'
import { toast } from '~/hooks/use_toast'
import { Button } from '~/components/ui/button'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/** The device's share sheet when there is one; otherwise the link goes to the clipboard, with a toast. */
export function ShareDiscussionButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        /* The member closed the share sheet: nothing to report. */
        if ((error as Error).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: COMMUNITY_TEXT.linkCopied, description: COMMUNITY_TEXT.linkCopiedText })
    } catch {
      toast({ title: COMMUNITY_TEXT.copyFailed, description: url, variant: 'destructive' })
    }
  }

  return (
    <Button variant="outline" onClick={share}>
      <Share2 className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.share}
    </Button>
  )
}
