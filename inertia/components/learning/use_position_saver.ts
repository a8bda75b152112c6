import { useCallback, useEffect, useRef } from 'react'
import { urlFor } from '~/client'
import { sendJson } from '~/lib/json_request'
import { POSITION_SAVE_EVERY_SECONDS } from '@domain/study_plan'

/**
 * Saves the playback position every 10 s while playing and at once on pause
 * (`force`), so the lesson resumes there. Does nothing for visitors.
 */
export function usePositionSaver(lessonId: number, enabled: boolean) {
  const lastSavedAt = useRef(0)
  const lastSaved = useRef<number | null>(null)
  const latest = useRef<number | null>(null)

  const save = useCallback(
    (seconds: number, keepalive = false) => {
      if (!enabled) return
      const whole = Math.floor(seconds)
      if (lastSaved.current === whole) return
      lastSaved.current = whole
      lastSavedAt.current = Date.now()
      sendJson(
        'POST',
        urlFor('lessons.position', { id: lessonId }),
        { seconds: whole },
        { keepalive }
      ).catch(() => {})
    },
    [lessonId, enabled]
  )

  const report = useCallback(
    (seconds: number, force = false) => {
      latest.current = seconds
      if (force || Date.now() - lastSavedAt.current >= POSITION_SAVE_EVERY_SECONDS * 1000)
        save(seconds)
    },
    [save]
  )

  /* Leaving the page mid-video keeps the place too. */
  useEffect(() => {
    const onLeave = () => latest.current !== null && save(latest.current, true)
    window.addEventListener('pagehide', onLeave)
    return () => {
      window.removeEventListener('pagehide', onLeave)
      onLeave()
    }
  }, [save])

  return report
}
