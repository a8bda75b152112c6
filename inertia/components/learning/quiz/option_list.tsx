import { RadioGroup } from 'radix-ui'
import { CheckCircle2, XCircle } from '~/components/platform/icons'
import { cn } from '~/lib/utils'

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F']

/**
 * The options of a question as a radio group. Once the answer is revealed
 * the options lock and show the right one (and the learner's wrong pick).
 */
export function OptionList({
  name,
  options,
  value,
  onChange,
  locked,
  correctIndex,
  label,
}: {
  name: string
  options: string[]
  value: number | null
  onChange: (index: number) => void
  locked: boolean
  correctIndex: number | null
  label: string
}) {
  return (
    <RadioGroup.Root
      name={name}
      aria-label={label}
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      disabled={locked}
      className="grid gap-2"
    >
      {options.map((option, index) => {
        const isCorrect = locked && correctIndex === index
        const isWrongPick = locked && value === index && correctIndex !== index
        return (
          <RadioGroup.Item
            key={index}
            value={String(index)}
            className={cn(
              'flex w-full items-start gap-3 rounded-lg border p-3 text-left text-sm transition-colors',
              'enabled:cursor-pointer enabled:hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
              isCorrect &&
                'border-success bg-success/10 data-[state=checked]:border-success data-[state=checked]:bg-success/10',
              isWrongPick &&
                'border-destructive bg-destructive/10 data-[state=checked]:border-destructive data-[state=checked]:bg-destructive/10'
            )}
          >
            <span
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold"
              aria-hidden="true"
            >
              {LETTERS[index]}
            </span>
            <span className="flex-1">{option}</span>
            {isCorrect && (
              <CheckCircle2
                className="h-5 w-5 shrink-0 text-success"
                aria-label="Resposta correta"
              />
            )}
            {isWrongPick && (
              <XCircle className="h-5 w-5 shrink-0 text-destructive" aria-label="Sua resposta" />
            )}
          </RadioGroup.Item>
        )
      })}
    </RadioGroup.Root>
  )
}
