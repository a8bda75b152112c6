import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import {
  FORUM_CATEGORIES,
  FORUM_CATEGORY_LABELS,
  FORUM_LIMITS,
  normalizeTags,
  type ForumCategory,
} from '@domain/community/forum'
import { urlFor } from '~/client'
import { toast } from '~/hooks/use_toast'
import { Button } from '~/components/ui/button'
import { DialogClose } from '~/components/ui/dialog'
import { Field, InputField } from '~/components/ui/field'
import { FormDialog } from '~/components/ui/form_dialog'
import { NativeSelect } from '~/components/admin/select_field'
import { MarkdownEditor, type EditorMode } from '~/components/community/markdown_editor'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { formPasses } from '~/lib/form_checks'
import { DISCUSSION_FORM } from '@domain/community/forms'

type DiscussionFields = { title: string; category: ForumCategory; message: string; tags: string }

export type EditableDiscussion = {
  id: number
  title: string
  category: ForumCategory
  body: string
  tags: string[]
}

/**
 * 'Nova Discussão', and the author's 'Editar' of the same form. The server
 * validates; its pt-BR messages show next to each field and what was typed
 * stays. Tags are typed separated by commas and sent as an array.
 */
export function DiscussionFormDialog({
  discussion,
  defaultCategory,
  trigger,
}: {
  discussion?: EditableDiscussion
  defaultCategory?: ForumCategory | null
  trigger: ReactNode
}) {
  const editing = Boolean(discussion)
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<EditorMode>('escrever')
  const ids = useId()
  const form = useForm<DiscussionFields>({
    title: discussion?.title ?? '',
    category: discussion?.category ?? defaultCategory ?? 'geral',
    message: discussion?.body ?? '',
    tags: discussion?.tags.join(', ') ?? '',
  })
  const { data, errors, processing } = form
  /* A problem with one tag comes back as `tags.2`. */
  const allErrors = errors as Record<string, string | undefined>
  const tagsError =
    allErrors.tags ?? Object.entries(allErrors).find(([key]) => key.startsWith('tags.'))?.[1]

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!formPasses(form, DISCUSSION_FORM)) {
      if (!data.message.trim()) setMode('escrever')
      return
    }
    form.transform((fields) => ({ ...fields, tags: normalizeTags(fields.tags.split(',')) }))
    const options = {
      preserveScroll: true,
      onSuccess: () => {
        setOpen(false)
        setMode('escrever')
        if (!editing) form.reset()
      },
      onError: (fieldErrors: Record<string, string>) => {
        if (fieldErrors.message) setMode('escrever')
        toast({
          title: COMMUNITY_TEXT.formErrorTitle,
          description: COMMUNITY_TEXT.formErrorText,
          variant: 'destructive',
        })
      },
    }
    if (discussion) form.put(urlFor('community.discussions.update', { id: discussion.id }), options)
    else form.post(urlFor('community.discussions.store'), options)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        /* An untouched new discussion starts in the category being filtered. */
        const category = defaultCategory ?? 'geral'
        if (next && !editing && !form.isDirty && data.category !== category) {
          form.setDefaults('category', category)
          form.setData('category', category)
        }
        setOpen(next)
      }}
      onClose={() => form.clearErrors()}
      trigger={trigger}
      onSubmit={submit}
      title={editing ? COMMUNITY_TEXT.formEditTitle : COMMUNITY_TEXT.formNewTitle}
      description={editing ? discussion?.title : COMMUNITY_TEXT.formNewDescription}
      className="max-w-2xl"
    >
      <InputField
        label={COMMUNITY_TEXT.fieldTitle}
        name="title"
        id={`${ids}-title`}
        error={errors.title}
        value={data.title}
        onChange={(event) => form.setData('title', event.target.value)}
        maxLength={DISCUSSION_FORM.title.max}
        placeholder={COMMUNITY_TEXT.fieldTitlePlaceholder}
        required
      />
      <Field
        label={COMMUNITY_TEXT.fieldCategory}
        htmlFor={`${ids}-category`}
        error={errors.category}
      >
        <NativeSelect
          id={`${ids}-category`}
          name="category"
          value={data.category}
          onChange={(event) => form.setData('category', event.target.value as ForumCategory)}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${ids}-category-error` : undefined}
        >
          {FORUM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {FORUM_CATEGORY_LABELS[category]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <MarkdownEditor
        id={`${ids}-message`}
        name="message"
        label={COMMUNITY_TEXT.fieldMessage}
        value={data.message}
        onChange={(value) => form.setData('message', value)}
        error={errors.message}
        hint={`${COMMUNITY_TEXT.fieldMessageHint} ${COMMUNITY_TEXT.charCount(data.message.length, DISCUSSION_FORM.message.max)}`}
        maxLength={DISCUSSION_FORM.message.max}
        mode={mode}
        onModeChange={setMode}
        rows={8}
        required
      />
      <InputField
        label={COMMUNITY_TEXT.fieldTags}
        name="tags"
        id={`${ids}-tags`}
        error={tagsError}
        hint={COMMUNITY_TEXT.fieldTagsHint(FORUM_LIMITS.tagsMax)}
        value={data.tags}
        onChange={(event) => form.setData('tags', event.target.value)}
        placeholder={COMMUNITY_TEXT.fieldTagsPlaceholder}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{COMMUNITY_TEXT.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={processing}>
          {editing
            ? processing
              ? COMMUNITY_TEXT.saving
              : COMMUNITY_TEXT.saveChanges
            : processing
              ? COMMUNITY_TEXT.publishing
              : COMMUNITY_TEXT.publish}
        </Button>
      </div>
    </FormDialog>
  )
}
