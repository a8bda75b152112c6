import { useCallback, useRef, useState } from 'react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { xsrfToken } from '~/lib/http'
import { MENTOR_TEXT } from './texts'

export type ChatMessage = Data.MentorPanel['messages'][number]

type MentorEvent =
  | { type: 'start'; mode: 'model' | 'offline' }
  | { type: 'delta'; text: string }
  | { type: 'done'; question: ChatMessage; answer: ChatMessage }
  | { type: 'error'; message: string }

function jsonHeaders(): Record<string, string> {
  const token = xsrfToken()
  return {
    'Content-Type': 'application/json',
    'Accept': 'application/json',
    ...(token ? { 'X-XSRF-TOKEN': token } : {}),
  }
}

/** The pt-BR message of a refused request (`message`, or the first of `errors`). */
async function refusal(response: Response) {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: { message?: unknown }[] }
    if (typeof body.message === 'string') return body.message
    const first = body.errors?.[0]?.message
    if (typeof first === 'string') return first
  } catch {}
  return MENTOR_TEXT.failed
}

/**
 * The chat with a course's mentor: the learner's message appears at once, the
 * answer streams in (newline-delimited JSON from the server), and a failure
 * puts the question back in the input with a pt-BR error.
 */
export function useMentorChat(panel: Data.MentorPanel, lessonPosition?: number) {
  const [messages, setMessages] = useState<ChatMessage[]>(panel.messages)
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [remaining, setRemaining] = useState(panel.remainingToday)
  const tempId = useRef(-1)

  const send = useCallback(async () => {
    const question = input.trim()
    if (!question || pending) return
    const optimistic: ChatMessage = {
      id: tempId.current--,
      role: 'learner',
      content: question,
      kind: null,
      citations: [],
      feedback: null,
      createdAt: new Date().toISOString(),
    }
    setMessages((list) => [...list, optimistic])
    setInput('')
    setError(null)
    setPending(true)
    setDraft(null)

    const fail = (message: string) => {
      setMessages((list) => list.filter((m) => m.id !== optimistic.id))
      setInput(question)
      setDraft(null)
      setError(message)
    }

    try {
      const response = await fetch(urlFor('mentor.ask', { slug: panel.courseSlug }), {
        method: 'POST',
        credentials: 'same-origin',
        headers: jsonHeaders(),
        body: JSON.stringify(lessonPosition ? { question, lessonPosition } : { question }),
      })
      if (!response.ok || !response.body) return fail(await refusal(response))

      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      let finished = false
      let text = ''
      while (!finished) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          if (!line.trim()) continue
          const event = JSON.parse(line) as MentorEvent
          if (event.type === 'delta') {
            text += event.text
            setDraft(text)
          } else if (event.type === 'done') {
            finished = true
            setMessages((list) => [
              ...list.filter((m) => m.id !== optimistic.id),
              event.question,
              event.answer,
            ])
            setDraft(null)
            setRemaining((n) => (n === null ? n : Math.max(0, n - 1)))
          } else if (event.type === 'error') {
            finished = true
            fail(event.message)
          }
        }
      }
      if (!finished) fail(MENTOR_TEXT.failed)
    } catch {
      fail(MENTOR_TEXT.offline)
    } finally {
      setPending(false)
    }
  }, [input, pending, panel.courseSlug, lessonPosition])

  const startOver = useCallback(async () => {
    setError(null)
    try {
      const response = await fetch(urlFor('mentor.reset', { slug: panel.courseSlug }), {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: jsonHeaders(),
      })
      if (!response.ok) return setError(await refusal(response))
      setMessages([])
    } catch {
      setError(MENTOR_TEXT.newConversationFailed)
    }
  }, [panel.courseSlug])

  const rate = useCallback(async (id: number, feedback: 'useful' | 'not_useful') => {
    try {
      const response = await fetch(urlFor('mentor.feedback', { id }), {
        method: 'POST',
        credentials: 'same-origin',
        headers: jsonHeaders(),
        body: JSON.stringify({ feedback }),
      })
      if (!response.ok) return setError(await refusal(response))
      setMessages((list) => list.map((m) => (m.id === id ? { ...m, feedback } : m)))
    } catch {
      setError(MENTOR_TEXT.feedbackFailed)
    }
  }, [])

  return { messages, input, setInput, pending, draft, error, remaining, send, startOver, rate }
}
