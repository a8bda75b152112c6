import { Slider } from 'radix-ui'
import type { SliderSpec } from '@domain/learning/simulators'

/** Keeps a slider value on its step grid (0.1 steps must not become 1.2000000000000002). */
export function snap(value: number, step: number) {
  const decimals = (String(step).split('.')[1] ?? '').length
  return Number(value.toFixed(decimals))
}

/** A labelled Radix slider with its current value and bounds, keyboard-operable. */
export function SliderField({
  id,
  label,
  value,
  spec,
  format,
  onChange,
  disabled,
}: {
  id: string
  label: string
  value: number
  spec: Pick<SliderSpec, 'min' | 'max' | 'step'>
  format: (value: number) => string
  onChange: (value: number) => void
  disabled?: boolean
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <output className="font-semibold tabular-nums" aria-live="polite">
          {format(value)}
        </output>
      </div>
      <Slider.Root
        id={id}
        value={[value]}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        disabled={disabled}
        onValueChange={([next]) => onChange(snap(next, spec.step))}
        className="relative flex h-5 w-full touch-none select-none items-center data-[disabled]:opacity-50"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-secondary">
          <Slider.Range className="absolute h-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={`${id}-label`}
          aria-valuetext={format(value)}
          className="block h-5 w-5 cursor-pointer rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{format(spec.min)}</span>
        <span>{format(spec.max)}</span>
      </div>
    </div>
  )
}

/** How one numeric input of a simulator is shown: its slider's id, label and value format. */
export type SliderControl<Input> = {
  key: keyof Input & string
  id: string
  label: string
  format: (value: number) => string
}

/** A simulator's sliders, one per control, in order; the bounds come from the model's specs. */
export function SliderFields<Key extends string>({
  input,
  specs,
  controls,
  onChange,
}: {
  input: Record<Key, number>
  specs: Record<Key, Pick<SliderSpec, 'min' | 'max' | 'step'>>
  controls: SliderControl<Record<Key, number>>[]
  onChange: (key: Key, value: number) => void
}) {
  return controls.map((control) => (
    <SliderField
      key={control.key}
      id={control.id}
      label={control.label}
      value={input[control.key]}
      spec={specs[control.key]}
      format={control.format}
      onChange={(value) => onChange(control.key, value)}
    />
  ))
}
