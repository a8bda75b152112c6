import { useRef, useState } from 'react'
import { useHttp, type RouteHttp } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { ignoreRejection, reportFailures } from '~/lib/http'
import { toast } from '~/hooks/use_toast'

/** What the server reveals once a question is answered (never before), typed by its controller. */
export type AnswerReveal = NonNullable<RouteHttp<'quiz_attempts.answer'>['response']>
export type AttemptResult = NonNullable<RouteHttp<'quiz_attempts.finish'>['response']>
type StartedAttempt = NonNullable<RouteHttp<'quiz_attempts.store'>['response']>

function reportError(description: string) {
  toast({ title: 'Não foi possível registrar sua resposta', description, variant: 'destructive' })
}

/**
 * One quiz attempt against the server: start (the attempt's questions come
 * back in its own order, options shuffled too), answer by the option indexes
 * shown (the answer comes back with its correction, in the same terms),
 * finish (the server computes the score and the verdict). A failed answer or
 * finish is told in a toast and resolves to null.
 */
export function useQuizAttempt(setId: number, context: { lessonId?: number; courseId?: number }) {
  const [attempt, setAttempt] = useState<StartedAttempt | null>(null)
  const [reveals, setReveals] = useState<Record<number, AnswerReveal>>({})
  const [result, setResult] = useState<AttemptResult | null>(null)
  const attemptRef = useRef<StartedAttempt | null>(null)
  const finishing = useRef(false)
  const starter = useHttp(
    { route: 'quiz_attempts.store', routeParams: { quizSetId: setId } },
    {
      lessonId: context.lessonId,
      courseId: context.courseId,
    }
  )
  const answerer = useHttp<{ questionId: number; selectedIndexes: number[] }, AnswerReveal>({
    questionId: 0,
    selectedIndexes: [],
  })
  const finisher = useHttp<{}, AttemptResult>({})

  /**
   * The open attempt, started on the server the first time it is needed.
   * Rejects when the server refuses it, after telling `onFailure` why.
   */
  async function open(onFailure?: (message: string) => void) {
    if (attemptRef.current) return attemptRef.current
    const started = await starter.submit(onFailure ? reportFailures(onFailure) : {})
    if (!started) throw new Error('quiz attempt refused')
    attemptRef.current = started
    setAttempt(started)
    return started
  }

  /** `selectedIndexes`: the options chosen as shown (several only on a 'Marque todas' question). */
  async function answer(questionId: number, selectedIndexes: number[]) {
    const current = await open(reportError).catch(ignoreRejection)
    if (!current) return null
    answerer.setData({ questionId, selectedIndexes })
    const reveal = await answerer
      .post(urlFor('quiz_attempts.answer', { id: current.attemptId }), reportFailures(reportError))
      .catch(ignoreRejection)
    if (!reveal) return null
    setReveals((previous) => ({ ...previous, [questionId]: reveal }))
    return reveal
  }

  async function finish() {
    if (finishing.current) return null
    finishing.current = true
    const current = await open(reportError).catch(ignoreRejection)
    const graded = current
      ? await finisher
          .post(
            urlFor('quiz_attempts.finish', { id: current.attemptId }),
            reportFailures(reportError)
          )
          .catch(ignoreRejection)
      : null
    if (!graded) {
      finishing.current = false
      return null
    }
    setResult(graded)
    return graded
  }

  function reset() {
    attemptRef.current = null
    finishing.current = false
    setAttempt(null)
    setReveals({})
    setResult(null)
  }

  const busy = starter.processing || answerer.processing || finisher.processing
  /** `onRefusal`: the server's reason when it refuses a new attempt (attempts used up). */
  const start = (onRefusal?: (message: string) => void) => open(onRefusal)
  return { attempt, start, answer, finish, reset, reveals, result, busy }
}
