import { useCallback, useRef, useState } from 'react'
import { urlFor } from '~/client'
import { sendJson } from '~/lib/json_request'
import { toast } from '~/hooks/use_toast'

/** What the server reveals once a question is answered (never before). */
export type AnswerReveal = {
  questionId: number
  selectedIndex: number
  correct: boolean
  correctIndex: number
  explanation: string
  reinforcement: string
}

export type AttemptResult = {
  attemptId: number
  score: number
  total: number
  percent: number
  durationSeconds: number
  timedOut: boolean
  band: string
  tier: { tone: 'success' | 'warning' | 'danger'; message: string }
  lessonCompleted: boolean
  review: {
    questionId: number
    question: string
    options: string[]
    selectedIndex: number | null
    correct: boolean
    correctIndex: number | null
    explanation: string | null
  }[]
}

type StartedAttempt = {
  attemptId: number
  startedAt: string
  timeLimitSeconds: number | null
  total: number
}

function reportError(error: unknown) {
  toast({
    title: 'Não foi possível registrar sua resposta',
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  })
}

/**
 * One quiz attempt against the server: start, answer (the answer comes back
 * with its correction), finish (the server computes the score).
 */
export function useQuizAttempt(setId: number, context: { lessonId?: number; courseId?: number }) {
  const [attempt, setAttempt] = useState<StartedAttempt | null>(null)
  const [reveals, setReveals] = useState<Record<number, AnswerReveal>>({})
  const [result, setResult] = useState<AttemptResult | null>(null)
  const [busy, setBusy] = useState(false)
  const attemptRef = useRef<StartedAttempt | null>(null)
  const finishing = useRef(false)

  const start = useCallback(async () => {
    if (attemptRef.current) return attemptRef.current
    const started = await sendJson<StartedAttempt>(
      'POST',
      urlFor('quiz_attempts.store', { quizSetId: setId }),
      context
    )
    attemptRef.current = started
    setAttempt(started)
    return started
  }, [setId, context.lessonId, context.courseId])

  const answer = useCallback(
    async (questionId: number, selectedIndex: number) => {
      setBusy(true)
      try {
        const current = await start()
        const reveal = await sendJson<AnswerReveal>(
          'POST',
          urlFor('quiz_attempts.answer', { id: current.attemptId }),
          {
            questionId,
            selectedIndex,
          }
        )
        setReveals((previous) => ({ ...previous, [questionId]: reveal }))
        return reveal
      } catch (error) {
        reportError(error)
        return null
      } finally {
        setBusy(false)
      }
    },
    [start]
  )

  const finish = useCallback(async () => {
    if (finishing.current) return null
    finishing.current = true
    setBusy(true)
    try {
      const current = await start()
      const graded = await sendJson<AttemptResult>(
        'POST',
        urlFor('quiz_attempts.finish', { id: current.attemptId })
      )
      setResult(graded)
      return graded
    } catch (error) {
      finishing.current = false
      reportError(error)
      return null
    } finally {
      setBusy(false)
    }
  }, [start])

  const reset = useCallback(() => {
    attemptRef.current = null
    finishing.current = false
    setAttempt(null)
    setReveals({})
    setResult(null)
  }, [])

  return { attempt, start, answer, finish, reset, reveals, result, busy }
}
