import { Switch } from 'radix-ui'

/**
 * 'Prévia gratuita' in the lesson dialog: a free preview opens to every
 * signed-in member, Premium or not. A new lesson of a Premium course starts
 * with it on when it is the first of its module (#domain/catalog/pacing).
 */
export function LessonFreePreviewField({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3">
        <Switch.Root
          id="lesson-free-preview"
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby="lesson-free-preview-hint"
          className="relative h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
        <label htmlFor="lesson-free-preview" className="text-sm font-medium">
          Prévia gratuita
        </label>
      </div>
      <p id="lesson-free-preview-hint" className="text-xs text-muted-foreground">
        Aberta a todos os alunos com conta, mesmo sem o Plano Premium.
      </p>
    </div>
  )
}
