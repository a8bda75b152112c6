import { useCallback, useEffect, useRef } from 'react'
import { useHttp, type RouteHttp } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { sendOnUnload } from '~/lib/http'
import { POSITION_SAVE_EVERY_SECONDS } from '@domain/learning/study_plan'
import { isPlayedStep, mergeRanges, type WatchedRange } from '@domain/learning/completion'

/** The server's answer to a report: what is watched and whether the lesson can be completed. */
export type PlaybackAnswer = NonNullable<RouteHttp<'lessons.position'>['response']>

/** One position the player saw, with what it knows of the media and the speed. */
export type PlaybackTick = {
  /** Save now (pause, end) instead of waiting for the 10 s cadence */
  force?: boolean
  /** The media's length, when the player knows it */
  duration?: number
  /** The speed it plays at, when the player knows it (else the one chosen in our menu) */
  rate?: number
}

/**
 * Saves the playback position every 10 s while playing and at once on pause
 * (`force`), so the lesson resumes there, with the speed the learner chose
 * (saved at once when it changes). Each save carries the stretches really
 * played since the previous one: a forward step no longer than the elapsed
 * time allows at the current speed is played, a seek is not (the server
 * bounds them again). The server's answer goes to `onAnswer`. Does nothing
 * for visitors.
 */
export function usePositionSaver(
  lessonId: number,
  enabled: boolean,
  saved: { position: number; rate: number },
  onAnswer: (answer: PlaybackAnswer) => void
) {
  const lastSavedAt = useRef(0)
  const lastSaved = useRef<number | null>(null)
  const latest = useRef<number | null>(null)
  const rate = useRef(saved.rate)
  const duration = useRef<number | null>(null)
  /* Where the player was at the last tick (null: stopped), and the stretches played since the last save. */
  const last = useRef<{ position: number; at: number } | null>(null)
  const played = useRef<WatchedRange[]>([])
  const start = useRef({ lessonId, position: saved.position })
  if (start.current.lessonId !== lessonId) {
    start.current = { lessonId, position: saved.position }
    rate.current = saved.rate
    duration.current = null
    latest.current = null
    lastSaved.current = null
    last.current = null
    played.current = []
  }
  const { setData, submit } = useHttp(
    { route: 'lessons.position', routeParams: { id: lessonId } },
    { seconds: 0, rate: saved.rate }
  )
  /* The latest listener, without sending again when the page passes a new function. */
  const answered = useRef(onAnswer)
  useEffect(() => {
    answered.current = onAnswer
  })

  /** The report to send now, or null when there is nothing new; takes the stretches played. */
  const nextReport = useCallback(
    (seconds: number, always = false) => {
      const whole = Math.floor(seconds)
      if (!enabled) return null
      if (!always && lastSaved.current === whole && played.current.length === 0) return null
      lastSaved.current = whole
      lastSavedAt.current = Date.now()
      const ranges = played.current
      played.current = []
      return {
        seconds: whole,
        rate: rate.current,
        ranges,
        ...(duration.current ? { duration: duration.current } : {}),
      }
    },
    [enabled]
  )

  const send = useCallback(
    (report: NonNullable<ReturnType<typeof nextReport>>) => {
      const sentFor = start.current.lessonId
      setData(report)
      submit()
        .then((answer) => {
          if (!answer) throw new Error('playback report refused')
          /* An answer about the lesson the page has since left is not this lesson's. */
          if (start.current.lessonId === sentFor) answered.current(answer)
        })
        /* Stretches that could not be saved go with the next report. */
        .catch(() => {
          played.current = mergeRanges([...report.ranges, ...played.current])
        })
    },
    [setData, submit]
  )

  const report = useCallback(
    (seconds: number, tick: PlaybackTick = {}) => {
      const now = performance.now()
      if (tick.rate !== undefined) rate.current = tick.rate
      if (tick.duration && Number.isFinite(tick.duration)) duration.current = tick.duration
      const previous = last.current
      if (
        previous &&
        isPlayedStep(previous.position, seconds, (now - previous.at) / 1000, rate.current)
      ) {
        played.current = mergeRanges([...played.current, [previous.position, seconds]])
      }
      last.current = { position: seconds, at: now }
      latest.current = seconds
      if (!tick.force && Date.now() - lastSavedAt.current < POSITION_SAVE_EVERY_SECONDS * 1000)
        return
      const next = nextReport(seconds)
      if (next) send(next)
    },
    [nextReport, send]
  )

  /** Playback stopped (pause, end): the next tick starts a new stretch, so a seek meanwhile is not played. */
  const stopped = useCallback(() => {
    last.current = null
  }, [])

  /** A new speed is stored at once, with the current position (or the saved one, before playing). */
  const saveRate = useCallback(
    (chosen: number) => {
      rate.current = chosen
      const next = nextReport(latest.current ?? start.current.position, true)
      if (next) send(next)
    },
    [nextReport, send]
  )

  /* Leaving the page mid-video keeps the place, and what was played, too. */
  useEffect(() => {
    const onLeave = () => {
      const next = latest.current === null ? null : nextReport(latest.current)
      if (next) sendOnUnload('POST', urlFor('lessons.position', { id: lessonId }), next)
    }
    window.addEventListener('pagehide', onLeave)
    return () => {
      window.removeEventListener('pagehide', onLeave)
      onLeave()
    }
  }, [lessonId, nextReport])

  return { report, stopped, saveRate }
}
