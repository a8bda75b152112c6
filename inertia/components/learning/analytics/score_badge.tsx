import type { ScoreTone } from '@domain/learning/analytics'
import { cn } from '~/lib/utils'
import { TONE_TEXT, percentText } from './texts'

/** Colour of a score band (spec): green 90+, yellow 70+, red below 70. */
export const TONE_FILL: Record<ScoreTone, string> = {
  green: 'var(--color-success)',
  yellow: 'var(--color-warning)',
  red: 'var(--color-destructive)',
}

const TONE_DOT: Record<ScoreTone, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  red: 'bg-destructive',
}

const TONE_PILL: Record<ScoreTone, string> = {
  green: 'border-success/40 bg-success/10',
  yellow: 'border-warning/50 bg-warning/15',
  red: 'border-destructive/40 bg-destructive/10',
}

/** The score as text, with its colour band as a dot and, for screen readers, in words. */
export function ScoreBadge({
  score,
  tone,
  suffix,
  className,
}: {
  score: number
  tone: ScoreTone
  /** Shown after the number (e.g. the level) */
  suffix?: string
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold tabular-nums text-foreground',
        TONE_PILL[tone],
        className
      )}
      data-tone={tone}
    >
      <span className={cn('h-2 w-2 rounded-full', TONE_DOT[tone])} aria-hidden="true" />
      {percentText(score)}
      {suffix && <span className="font-normal text-muted-foreground">· {suffix}</span>}
      <span className="sr-only"> ({TONE_TEXT[tone]})</span>
    </span>
  )
}

/** The colour band of a value, said in words under a big number. */
export function ToneNote({ tone }: { tone: ScoreTone }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      data-tone={tone}
    >
      <span className={cn('h-2 w-2 rounded-full', TONE_DOT[tone])} aria-hidden="true" />
      Faixa {TONE_TEXT[tone]}
    </span>
  )
}
