import {
  Award,
  CircleCheck,
  CreditCard,
  Download,
  Heart,
  MessageCircle,
  MessageSquareReply,
  type LucideIcon,
} from '~/components/platform/icons'
import type { NotificationKind } from '@domain/messaging/notifications'
import { cn } from '~/lib/utils'

const ICONS: Record<NotificationKind, LucideIcon> = {
  direct_message: MessageCircle,
  discussion_reply: MessageSquareReply,
  solution_accepted: CircleCheck,
  post_liked: Heart,
  payment_failed: CreditCard,
  certificate_issued: Award,
  data_export_ready: Download,
  /* The renewal is a payment too; an icon already in the bundle (the lesson page's budget). */
  annual_ending: CreditCard,
}

/** The kind's icon in a round chip (decorative: the sentence says what happened). */
export function NotificationIcon({
  kind,
  className,
}: {
  kind: NotificationKind
  className?: string
}) {
  const Icon = ICONS[kind]
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-muted',
        kind === 'payment_failed' ? 'text-destructive' : 'text-primary',
        className
      )}
    >
      <Icon className="h-4 w-4" />
    </span>
  )
}
