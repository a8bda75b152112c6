import { useCallback, useEffect, useRef } from 'react'
import { useHttp } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { ignoreRejection, sendOnUnload } from '~/lib/http'
import { POSITION_SAVE_EVERY_SECONDS } from '@domain/study_plan'

/**
 * Saves the playback position every 10 s while playing and at once on pause
 * (`force`), so the lesson resumes there. Does nothing for visitors.
 */
export function usePositionSaver(lessonId: number, enabled: boolean) {
  const lastSavedAt = useRef(0)
  const lastSaved = useRef<number | null>(null)
  const latest = useRef<number | null>(null)
  const { setData, submit } = useHttp(
    { route: 'lessons.position', routeParams: { id: lessonId } },
    { seconds: 0 }
  )

  /** The whole second to store, or null when there is nothing new to save. */
  const nextToSave = useCallback(
    (seconds: number) => {
      const whole = Math.floor(seconds)
      if (!enabled || lastSaved.current === whole) return null
      lastSaved.current = whole
      lastSavedAt.current = Date.now()
      return whole
    },
    [enabled]
  )

  const report = useCallback(
    (seconds: number, force = false) => {
      latest.current = seconds
      if (!force && Date.now() - lastSavedAt.current < POSITION_SAVE_EVERY_SECONDS * 1000) return
      const whole = nextToSave(seconds)
      if (whole === null) return
      setData({ seconds: whole })
      submit().catch(ignoreRejection)
    },
    [nextToSave, setData, submit]
  )

  /* Leaving the page mid-video keeps the place too. */
  useEffect(() => {
    const onLeave = () => {
      const whole = latest.current === null ? null : nextToSave(latest.current)
      if (whole !== null) {
        sendOnUnload('POST', urlFor('lessons.position', { id: lessonId }), { seconds: whole })
      }
    }
    window.addEventListener('pagehide', onLeave)
    return () => {
      window.removeEventListener('pagehide', onLeave)
      onLeave()
    }
  }, [lessonId, nextToSave])

  return report
}
