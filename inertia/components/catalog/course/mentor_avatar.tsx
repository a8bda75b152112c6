import { Bot } from '~/components/platform/icons'
import { cn } from '~/lib/utils'

const SIZES = {
  sm: { box: 'h-9 w-9', icon: 'h-5 w-5' },
  md: { box: 'h-10 w-10', icon: 'h-5 w-5' },
  lg: { box: 'h-12 w-12', icon: 'h-6 w-6' },
} as const

/**
 * The AI mentor's picture: a drawn robot. The seeded mentors' avatar is an
 * emoji, which renders as an empty box where no emoji font is installed, so
 * it is not shown. `label` names the mentor for screen readers (else hidden).
 */
export function MentorAvatar({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof SIZES
  label?: string
  className?: string
}) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary',
        SIZES[size].box,
        className
      )}
      {...(label ? { 'role': 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <Bot className={SIZES[size].icon} aria-hidden="true" />
    </span>
  )
}
