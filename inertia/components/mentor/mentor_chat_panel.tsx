import { useEffect, useRef, type KeyboardEvent } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Lock, RotateCcw, Send, ThumbsDown, ThumbsUp } from '~/components/platform/icons'
import type { Data } from '@generated/data'
/* Already in a lazy chunk: the renderer comes with it, not after it. */
import Markdown from '~/components/platform/markdown_renderer'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Textarea } from '~/components/ui/input'
import { cn } from '~/lib/utils'
import { MentorAvatar } from '~/components/catalog/course/mentor_avatar'
import { MENTOR_TEXT } from './texts'
import { useMentorChat, type ChatMessage } from './use_mentor_chat'

/** Sign in or subscribe: the chat's place for who cannot ask. */
function LockedMentor({ panel }: { panel: Data.MentorPanel }) {
  const signIn = panel.access === 'sign_in_required'
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <MentorAvatar size="sm" />
        <div>
          <CardTitle className="text-base">{panel.mentorName}</CardTitle>
          <CardDescription>{signIn ? MENTOR_TEXT.signIn : MENTOR_TEXT.premium}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Lock className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        {signIn ? (
          <Button asChild>
            <Link route="auth.show" qs={{ aba: 'login' }}>
              {MENTOR_TEXT.signInAction}
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{MENTOR_TEXT.premiumHint}</p>
        )}
      </CardContent>
    </Card>
  )
}

function Citations({ message, slug }: { message: ChatMessage; slug: string }) {
  if (message.citations.length === 0) return null
  return (
    <nav
      aria-label={
        message.kind === 'nothing_relevant' ? MENTOR_TEXT.suggestions : MENTOR_TEXT.sources
      }
      className="mt-2 grid gap-1"
    >
      <p className="text-xs font-medium text-muted-foreground">
        {message.kind === 'nothing_relevant' ? MENTOR_TEXT.suggestions : MENTOR_TEXT.sources}
      </p>
      <ul className="grid gap-1">
        {message.citations.map((citation) => (
          <li key={citation.lessonId}>
            <Link
              route="lessons.show"
              routeParams={{ slug, position: citation.position }}
              className="text-sm text-primary underline underline-offset-2"
            >
              Aula {citation.position} · {citation.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const RATINGS = [
  { value: 'useful', label: MENTOR_TEXT.useful, icon: ThumbsUp },
  { value: 'not_useful', label: MENTOR_TEXT.notUseful, icon: ThumbsDown },
] as const

function Feedback({
  message,
  onRate,
}: {
  message: ChatMessage
  onRate: (id: number, feedback: 'useful' | 'not_useful') => void
}) {
  return (
    <div
      className="mt-2 flex items-center gap-2"
      role="group"
      aria-label={MENTOR_TEXT.feedbackLabel}
    >
      {RATINGS.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          type="button"
          size="sm"
          variant={message.feedback === value ? 'default' : 'ghost'}
          aria-pressed={message.feedback === value}
          onClick={() => onRate(message.id, value)}
        >
          <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {label}
        </Button>
      ))}
      {message.feedback && (
        <span className="text-xs text-muted-foreground">{MENTOR_TEXT.feedbackThanks}</span>
      )}
    </div>
  )
}

function Bubble({ role, children }: { role: ChatMessage['role']; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-[85%] rounded-2xl px-4 py-3 text-sm',
        role === 'learner'
          ? 'self-end bg-primary text-primary-foreground'
          : 'self-start border bg-muted/40'
      )}
    >
      {children}
    </div>
  )
}

/**
 * The chat with a course's mentor (course tab and lesson tab): 600 px high,
 * the conversation kept between visits, 'Nova conversa' to start over, the
 * answer streamed in, lessons cited as links and feedback on every answer.
 */
export default function MentorChat({
  panel,
  lesson,
}: {
  panel: Data.MentorPanel
  lesson?: { position: number; title: string }
}) {
  if (panel.access !== 'allowed') return <LockedMentor panel={panel} />
  return <OpenChat panel={panel} lesson={lesson} />
}

function OpenChat({
  panel,
  lesson,
}: {
  panel: Data.MentorPanel
  lesson?: { position: number; title: string }
}) {
  const chat = useMentorChat(panel, lesson?.position)
  const listEnd = useRef<HTMLDivElement>(null)
  const canSend = chat.input.trim().length > 0 && !chat.pending

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' })
  }, [chat.messages.length, chat.draft, chat.pending])

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (canSend) void chat.send()
    }
  }

  return (
    <div className="grid gap-2">
      <Card className="flex h-[600px] flex-col overflow-hidden" data-testid="mentor-chat">
        <div className="flex items-center gap-3 border-b px-4 py-3">
          <MentorAvatar size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{panel.mentorName}</p>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="success">{MENTOR_TEXT.available}</Badge>
              {panel.mode === 'offline' && (
                <Badge variant="outline" title={MENTOR_TEXT.offlineHint}>
                  {MENTOR_TEXT.offlineBadge}
                </Badge>
              )}
              {chat.remaining !== null && <span>{MENTOR_TEXT.remaining(chat.remaining)}</span>}
            </p>
          </div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => void chat.startOver()}
            disabled={chat.pending || chat.messages.length === 0}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {MENTOR_TEXT.newConversation}
          </Button>
        </div>

        <div
          className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
          role="log"
          aria-label={`Conversa com ${panel.mentorName}`}
          aria-live="polite"
        >
          <Bubble role="mentor">
            <p>{MENTOR_TEXT.intro(panel.mentorName, panel.courseTitle)}</p>
            {lesson && (
              <p className="mt-1 text-muted-foreground">{MENTOR_TEXT.lessonIntro(lesson.title)}</p>
            )}
            {panel.mode === 'offline' && (
              <p className="mt-1 text-xs text-muted-foreground">{MENTOR_TEXT.offlineHint}</p>
            )}
          </Bubble>
          {chat.messages.map((message) =>
            message.role === 'learner' ? (
              <Bubble key={message.id} role="learner">
                <p className="whitespace-pre-wrap break-words">{message.content}</p>
              </Bubble>
            ) : (
              <Bubble key={message.id} role="mentor">
                {message.kind && (
                  <p className="mb-1 text-xs font-medium text-muted-foreground">
                    {MENTOR_TEXT.kindLabel[message.kind]}
                  </p>
                )}
                <Markdown>{message.content}</Markdown>
                <Citations message={message} slug={panel.courseSlug} />
                <Feedback message={message} onRate={(id, value) => void chat.rate(id, value)} />
              </Bubble>
            )
          )}
          {chat.draft !== null && (
            <Bubble role="mentor">
              <Markdown>{chat.draft}</Markdown>
            </Bubble>
          )}
          {chat.pending && chat.draft === null && (
            <div
              className="flex items-center gap-2 self-start text-sm text-muted-foreground"
              role="status"
            >
              <span className="flex gap-1" aria-hidden="true">
                <span className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:300ms]" />
              </span>
              {MENTOR_TEXT.typing}
            </div>
          )}
          <div ref={listEnd} />
        </div>

        <form
          className="grid gap-2 border-t p-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (canSend) void chat.send()
          }}
        >
          {chat.error && (
            <p role="alert" className="text-sm text-destructive">
              {chat.error}
            </p>
          )}
          <div className="flex items-end gap-2">
            <label htmlFor="mentor-question" className="sr-only">
              {MENTOR_TEXT.inputLabel}
            </label>
            <Textarea
              id="mentor-question"
              value={chat.input}
              onChange={(event) => chat.setInput(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={MENTOR_TEXT.placeholder}
              maxLength={panel.maxQuestionLength}
              rows={2}
              className="min-h-[44px] flex-1 resize-none"
            />
            <Button type="submit" disabled={!canSend} aria-label={MENTOR_TEXT.send}>
              <Send className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </form>
      </Card>
      <p className="text-xs text-muted-foreground">{MENTOR_TEXT.disclaimer}</p>
    </div>
  )
}
