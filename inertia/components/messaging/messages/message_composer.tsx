import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Send } from '~/components/platform/icons'
import { MESSAGE_LIMITS, checkMessage } from '@domain/messaging/messages'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/input'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'

/**
 * The box at the bottom of the pane. Enter sends, Shift+Enter breaks the
 * line; nothing is sent while the text is empty after trimming. A message
 * the server refused comes back into the box.
 */
export function MessageComposer({
  onSend,
  sending,
}: {
  onSend: (text: string) => Promise<boolean>
  sending: boolean
}) {
  const [draft, setDraft] = useState('')
  const box = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const canSend = checkMessage(draft).ok && !sending

  async function submit() {
    if (!canSend) return
    const text = draft
    setDraft('')
    const sent = await onSend(text)
    if (!sent) setDraft((typed) => (typed ? `${text}\n${typed}` : text))
    box.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  return (
    <form
      className="flex items-end gap-2 border-t p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="grid flex-1 gap-1">
        <label htmlFor={id} className="sr-only">
          {MESSAGES_TEXT.composerLabel}
        </label>
        <Textarea
          ref={box}
          id={id}
          value={draft}
          maxLength={MESSAGE_LIMITS.maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={MESSAGES_TEXT.composerPlaceholder}
          aria-describedby={`${id}-hint`}
          rows={2}
          className="min-h-12 resize-none"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {MESSAGES_TEXT.composerHint}
        </p>
      </div>
      <Button type="submit" size="icon" disabled={!canSend} aria-label={MESSAGES_TEXT.send}>
        <Send className="h-4 w-4" aria-hidden="true" />
      </Button>
    </form>
  )
}
