import { useEffect, useEffectEvent, useState } from 'react'
import { useHttp, type RouteHttp } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { sendOnUnload } from '~/lib/http'
import { IDLE_AFTER_SECONDS, STUDY_REPORT_EVERY_SECONDS } from '@domain/learning/study_plan'

/** The server's answer to a report: what it credited and whether the lesson can be completed. */
export type StudyAnswer = NonNullable<RouteHttp<'lessons.study'>['response']>

/**
 * Measures study time on a reading (or quiz) lesson page: a second counts
 * while the page is visible and the learner is active (recent mouse,
 * keyboard or scroll in a focused window). Media lessons do not use it: they
 * earn what is played. Reported every 30 s, when the page is hidden or left,
 * and at once when the time still needed to complete the lesson
 * (`remainingSeconds`, the server's) runs out; the server caps what it
 * credits and its answer goes to `onAnswer`. Returns the active seconds the
 * server has not answered for yet, for the countdown.
 */
export function useStudyTimer(
  lessonId: number,
  enabled: boolean,
  remainingSeconds: number,
  onAnswer: (answer: StudyAnswer) => void
) {
  const [unanswered, setUnanswered] = useState({ lessonId, seconds: 0 })
  const stillNeeded = useEffectEvent(() => remainingSeconds)
  const answered = useEffectEvent(onAnswer)
  const { setData, submit } = useHttp(
    { route: 'lessons.study', routeParams: { id: lessonId } },
    { seconds: 0 }
  )
  const report = useEffectEvent((seconds: number) => {
    setData({ seconds })
    /* Time that cannot be saved is dropped, never retried as a bigger chunk. */
    return submit()
  })

  useEffect(() => {
    if (!enabled) return
    let pending = 0
    let inFlight = 0
    let left = false
    let lastActivity = Date.now()
    const url = urlFor('lessons.study', { id: lessonId })
    /* The countdown moves only while there is one: no page render per second otherwise. */
    const showCountdown = () => {
      if (stillNeeded() > 0) setUnanswered({ lessonId, seconds: pending + inFlight })
    }

    const markActive = () => {
      lastActivity = Date.now()
    }
    const flush = (keepalive = false) => {
      if (pending <= 0) return
      const seconds = pending
      pending = 0
      if (keepalive) return sendOnUnload('POST', url, { seconds })
      inFlight += seconds
      report(seconds)
        .then((answer) => {
          /* An answer arriving after the page moved to another lesson is not this one's. */
          if (answer && !left) answered(answer)
        })
        .catch(() => {})
        .finally(() => {
          inFlight -= seconds
          if (!left) showCountdown()
        })
    }
    const tick = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      const recentlyActive =
        Date.now() - lastActivity < IDLE_AFTER_SECONDS * 1000 && document.hasFocus()
      if (!recentlyActive) return
      pending += 1
      showCountdown()
      const needed = stillNeeded()
      /* The minimum time just ran out: the server confirms it now, not in up to 30 s. */
      if (pending >= STUDY_REPORT_EVERY_SECONDS || (needed > 0 && pending + inFlight >= needed))
        flush()
    }, 1000)
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush(true)
      else markActive()
    }
    const onLeave = () => flush(true)

    const activityEvents = [
      'pointermove',
      'pointerdown',
      'keydown',
      'scroll',
      'wheel',
      'touchstart',
    ] as const
    activityEvents.forEach((name) => window.addEventListener(name, markActive, { passive: true }))
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', onLeave)
    return () => {
      left = true
      clearInterval(tick)
      flush(true)
      activityEvents.forEach((name) => window.removeEventListener(name, markActive))
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onLeave)
    }
  }, [lessonId, enabled])

  return unanswered.lessonId === lessonId ? unanswered.seconds : 0
}
