import { useId, useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Send } from '~/components/platform/icons'
import { REPLY_FORM } from '@domain/community/forms'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { MarkdownEditor, type EditorMode } from '~/components/community/markdown_editor'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { formPasses } from '~/lib/form_checks'

/**
 * 'Sua resposta' (a new reply) or the author's inline edit of one. Nothing
 * is sent while the text is blank; the box clears after a reply is posted
 * and keeps the text when the server refuses it.
 */
export function ReplyForm({
  discussionId,
  reply,
  onDone,
}: {
  discussionId: number
  /** The reply being edited; none for a new reply */
  reply?: { id: number; body: string }
  onDone?: () => void
}) {
  const id = useId()
  const [mode, setMode] = useState<EditorMode>('escrever')
  const form = useForm({ reply: reply?.body ?? '' })
  const blank = form.data.reply.trim() === ''

  function submit(event: FormEvent) {
    event.preventDefault()
    if (blank || form.processing || !formPasses(form, REPLY_FORM)) return
    const options = {
      preserveScroll: true,
      onSuccess: () => {
        setMode('escrever')
        if (reply) onDone?.()
        else form.reset()
      },
      onError: () => setMode('escrever'),
    }
    if (reply) form.put(urlFor('community.replies.update', { id: reply.id }), options)
    else form.post(urlFor('community.replies.store', { id: discussionId }), options)
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <MarkdownEditor
        id={id}
        name="reply"
        label={reply ? COMMUNITY_TEXT.replyEditLabel : COMMUNITY_TEXT.replyLabel}
        value={form.data.reply}
        onChange={(value) => form.setData('reply', value)}
        error={form.errors.reply}
        maxLength={REPLY_FORM.reply.max}
        mode={mode}
        onModeChange={setMode}
        rows={reply ? 5 : 4}
        placeholder={reply ? undefined : COMMUNITY_TEXT.replyPlaceholder}
        required
      />
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="ghost" onClick={onDone}>
            {COMMUNITY_TEXT.cancel}
          </Button>
        )}
        <Button type="submit" disabled={blank || form.processing}>
          {!reply && <Send className="h-4 w-4" aria-hidden="true" />}
          {form.processing
            ? COMMUNITY_TEXT.sending
            : reply
              ? COMMUNITY_TEXT.saveChanges
              : COMMUNITY_TEXT.replySubmit}
        </Button>
      </div>
    </form>
  )
}
