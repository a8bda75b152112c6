import { useCallback, useEffect, useRef } from 'react'
import { useHttp } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { ignoreRejection, sendOnUnload } from '~/lib/http'
import { POSITION_SAVE_EVERY_SECONDS } from '@domain/study_plan'

/**
 * Saves the playback position every 10 s while playing and at once on pause
 * (`force`), so the lesson resumes there, with the speed the learner chose
 * (saved at once when it changes). Does nothing for visitors.
 */
export function usePositionSaver(
  lessonId: number,
  enabled: boolean,
  saved: { position: number; rate: number }
) {
  const lastSavedAt = useRef(0)
  const lastSaved = useRef<number | null>(null)
  const latest = useRef<number | null>(null)
  const rate = useRef(saved.rate)
  const start = useRef({ lessonId, position: saved.position })
  if (start.current.lessonId !== lessonId) {
    start.current = { lessonId, position: saved.position }
    rate.current = saved.rate
    latest.current = null
    lastSaved.current = null
  }
  const { setData, submit } = useHttp(
    { route: 'lessons.position', routeParams: { id: lessonId } },
    { seconds: 0, rate: saved.rate }
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
      setData({ seconds: whole, rate: rate.current })
      submit().catch(ignoreRejection)
    },
    [nextToSave, setData, submit]
  )

  /** A new speed is stored at once, with the current position (or the saved one, before playing). */
  const saveRate = useCallback(
    (next: number) => {
      rate.current = next
      if (!enabled) return
      const whole = Math.floor(latest.current ?? start.current.position)
      lastSaved.current = whole
      lastSavedAt.current = Date.now()
      setData({ seconds: whole, rate: next })
      submit().catch(ignoreRejection)
    },
    [enabled, setData, submit]
  )

  /* Leaving the page mid-video keeps the place too. */
  useEffect(() => {
    const onLeave = () => {
      const whole = latest.current === null ? null : nextToSave(latest.current)
      if (whole !== null) {
        sendOnUnload('POST', urlFor('lessons.position', { id: lessonId }), {
          seconds: whole,
          rate: rate.current,
        })
      }
    }
    window.addEventListener('pagehide', onLeave)
    return () => {
      window.removeEventListener('pagehide', onLeave)
      onLeave()
    }
  }, [lessonId, nextToSave])

  return { report, saveRate }
}
