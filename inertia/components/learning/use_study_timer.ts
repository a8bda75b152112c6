import { useEffect, useEffectEvent } from 'react'
import { useHttp } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { ignoreRejection, sendOnUnload } from '~/lib/http'
import { IDLE_AFTER_SECONDS, STUDY_REPORT_EVERY_SECONDS } from '@domain/study_plan'

/**
 * Measures study time on a lesson page: a second counts while the page is
 * visible and the learner is active (recent mouse/keyboard/scroll in a
 * focused window, or media playing). Reported every 30 s and when the page
 * is hidden or left; the server caps what it credits.
 */
export function useStudyTimer(lessonId: number, enabled: boolean, isMediaPlaying: () => boolean) {
  const mediaPlaying = useEffectEvent(isMediaPlaying)
  const { setData, submit } = useHttp(
    { route: 'lessons.study', routeParams: { id: lessonId } },
    { seconds: 0 }
  )
  const report = useEffectEvent((seconds: number) => {
    setData({ seconds })
    /* Time that cannot be saved is dropped, never retried as a bigger chunk. */
    submit().catch(ignoreRejection)
  })

  useEffect(() => {
    if (!enabled) return
    let pending = 0
    let lastActivity = Date.now()
    const url = urlFor('lessons.study', { id: lessonId })

    const markActive = () => {
      lastActivity = Date.now()
    }
    const flush = (keepalive = false) => {
      if (pending <= 0) return
      const seconds = pending
      pending = 0
      if (keepalive) sendOnUnload('POST', url, { seconds })
      else report(seconds)
    }
    const tick = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      const recentlyActive =
        Date.now() - lastActivity < IDLE_AFTER_SECONDS * 1000 && document.hasFocus()
      if (recentlyActive || mediaPlaying()) pending += 1
      if (pending >= STUDY_REPORT_EVERY_SECONDS) flush()
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
      clearInterval(tick)
      flush(true)
      activityEvents.forEach((name) => window.removeEventListener(name, markActive))
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onLeave)
    }
  }, [lessonId, enabled])
}
