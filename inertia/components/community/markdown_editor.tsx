import type { TextareaHTMLAttributes } from 'react'
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { Markdown } from '~/components/platform/markdown'
import { COMMUNITY_TEXT } from '~/components/community/texts'

export type EditorMode = 'escrever' | 'visualizar'

/**
 * A labelled Markdown textarea with 'Escrever' / 'Pré-visualizar' tabs. The
 * textarea stays mounted (hidden) while previewing, so its label, its value
 * and its error keep working.
 */
export function MarkdownEditor({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  mode,
  onModeChange,
  ...textarea
}: {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  maxLength: number
  mode: EditorMode
  onModeChange: (mode: EditorMode) => void
} & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'maxLength'
>) {
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      hint={hint ?? COMMUNITY_TEXT.charCount(value.length, maxLength)}
    >
      <Tabs value={mode} onValueChange={(next) => onModeChange(next as EditorMode)}>
        <TabsList aria-label={COMMUNITY_TEXT.editorModes} className="mb-2">
          <TabsTrigger value="escrever">{COMMUNITY_TEXT.write}</TabsTrigger>
          <TabsTrigger value="visualizar">{COMMUNITY_TEXT.preview}</TabsTrigger>
        </TabsList>
        <TabsContent value="escrever" forceMount className="mt-0 data-[state=inactive]:hidden">
          <Textarea
            {...textarea}
            id={id}
            name={name}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </TabsContent>
        <TabsContent
          value="visualizar"
          className="mt-0 min-h-24 rounded-md border bg-muted/30 px-3 py-2"
        >
          {value.trim() ? (
            <Markdown userContent>{value}</Markdown>
          ) : (
            <p className="text-sm text-muted-foreground">{COMMUNITY_TEXT.previewEmpty}</p>
          )}
        </TabsContent>
      </Tabs>
    </Field>
  )
}
