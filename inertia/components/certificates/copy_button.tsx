import { Copy } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { toast } from '~/hooks/use_toast'
import { CERTIFICATE_TEXT } from '~/components/certificates/texts'

/** Copies a value (the id, the full hash) with a toast; the button says what it copies. */
export function CopyButton({
  value,
  label,
  copiedText,
}: {
  value: string
  label: string
  copiedText: string
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      toast({ title: CERTIFICATE_TEXT.copied, description: copiedText })
    } catch {
      toast({ title: CERTIFICATE_TEXT.copyFailed, description: value, variant: 'destructive' })
    }
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="h-8 w-8 shrink-0"
      onClick={copy}
      aria-label={label}
      title={label}
    >
      <Copy className="h-4 w-4" aria-hidden="true" />
    </Button>
  )
}
