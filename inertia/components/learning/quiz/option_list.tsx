import { RadioGroup } from 'radix-ui'
import { CheckCircle2, XCircle } from '~/components/platform/icons'
import { cn } from '~/lib/utils'
import { MULTIPLE_ANSWER_HINT } from '@domain/learning/quiz'

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F']

const OPTION_CLASS = cn(
  'flex w-full items-start gap-3 rounded-lg border p-3 text-left text-sm transition-colors',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
)

function optionState(index: number, value: number[], locked: boolean, correct: number[] | null) {
  const isCorrect = locked && correct !== null && correct.includes(index)
  const isWrongPick = locked && value.includes(index) && !isCorrect
  return {
    isCorrect,
    isWrongPick,
    className: cn(
      isCorrect && 'border-success bg-success/10',
      isWrongPick && 'border-destructive bg-destructive/10'
    ),
  }
}

function OptionBody({
  index,
  option,
  isCorrect,
  isWrongPick,
}: {
  index: number
  option: string
  isCorrect: boolean
  isWrongPick: boolean
}) {
  return (
    <>
      <span
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold"
        aria-hidden="true"
      >
        {LETTERS[index]}
      </span>
      <span className="flex-1">{option}</span>
      {isCorrect && (
        <CheckCircle2 className="h-5 w-5 shrink-0 text-success" aria-label="Resposta correta" />
      )}
      {isWrongPick && (
        <XCircle className="h-5 w-5 shrink-0 text-destructive" aria-label="Sua resposta" />
      )}
    </>
  )
}

/**
 * The options of a question: a radio group, or checkboxes under 'Marque
 * todas as corretas' when the question has several correct options. Once
 * the answer is revealed the options lock and show the right ones (and the
 * learner's wrong picks).
 */
export function OptionList({
  name,
  options,
  value,
  onChange,
  locked,
  correctIndexes,
  multiple,
  label,
}: {
  name: string
  options: string[]
  value: number[]
  onChange: (indexes: number[]) => void
  locked: boolean
  correctIndexes: number[] | null
  multiple: boolean
  label: string
}) {
  if (multiple) {
    return (
      <fieldset className="grid gap-2" disabled={locked}>
        <legend className="sr-only">{label}</legend>
        <p className="text-sm font-medium">{MULTIPLE_ANSWER_HINT}</p>
        {options.map((option, index) => {
          const state = optionState(index, value, locked, correctIndexes)
          const checked = value.includes(index)
          return (
            <label
              key={index}
              className={cn(
                OPTION_CLASS,
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                !locked && 'cursor-pointer hover:bg-accent',
                checked && 'border-primary bg-primary/5',
                state.className
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={index}
                checked={checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, index].sort((a, b) => a - b)
                      : value.filter((other) => other !== index)
                  )
                }
                className="mt-1 h-4 w-4 shrink-0 accent-primary"
              />
              <OptionBody index={index} option={option} {...state} />
            </label>
          )
        })}
      </fieldset>
    )
  }
  return (
    <RadioGroup.Root
      name={name}
      aria-label={label}
      value={value.length ? String(value[0]) : ''}
      onValueChange={(next) => onChange([Number(next)])}
      disabled={locked}
      className="grid gap-2"
    >
      {options.map((option, index) => {
        const state = optionState(index, value, locked, correctIndexes)
        return (
          <RadioGroup.Item
            key={index}
            value={String(index)}
            className={cn(
              OPTION_CLASS,
              'enabled:cursor-pointer enabled:hover:bg-accent',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
              state.isCorrect &&
                'data-[state=checked]:border-success data-[state=checked]:bg-success/10',
              state.isWrongPick &&
                'data-[state=checked]:border-destructive data-[state=checked]:bg-destructive/10',
              state.className
            )}
          >
            <OptionBody index={index} option={option} {...state} />
          </RadioGroup.Item>
        )
      })}
    </RadioGroup.Root>
  )
}
