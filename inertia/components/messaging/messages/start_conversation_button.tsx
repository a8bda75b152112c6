import { usePage } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import { MessageCircle } from '~/components/platform/icons'
import type { SharedProps } from '~/types'
import { Button, type ButtonProps } from '~/components/ui/button'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'

/**
 * Opens (or starts) the conversation with a member: a form post to
 * messages.start, which lands on the conversation. Not shown on one's own
 * card or profile, nor to a visitor.
 */
export function StartConversationButton({
  memberId,
  memberName,
  label = MESSAGES_TEXT.startButton,
  variant = 'outline',
  className,
}: {
  memberId: number
  memberName: string
  label?: string
  variant?: ButtonProps['variant']
  className?: string
}) {
  const { user } = usePage<SharedProps>().props
  if (!user || user.id === memberId) return null
  return (
    <Form
      route="messages.start"
      routeParams={{ userId: memberId }}
      className={className}
      noValidate
    >
      {({ processing }) => (
        <Button type="submit" variant={variant} size="sm" disabled={processing}>
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {label}
          <span className="sr-only">{MESSAGES_TEXT.to(memberName)}</span>
        </Button>
      )}
    </Form>
  )
}
