/*
| How a lesson is shown: where its media comes from and the simulated
| player's arithmetic (each type's renderer: ./catalog/lesson_types.ts).
*/

/* The type → renderer rule lives in the lesson type table. */
export { rendererFor, type LessonRenderer } from './lesson_types.js'

export const UNKNOWN_LESSON_TYPE_MESSAGE = 'Tipo de aula não reconhecido'

/** Length of the simulated player when a video lesson has no media and no duration. */
export const DEFAULT_LESSON_SECONDS = 720
/** Skip back / forward step of the players. */
export const SKIP_SECONDS = 10

/** The simulated player's length: the lesson's duration in seconds, else 720 s. */
export function lessonLengthSeconds(durationSeconds: number | null | undefined) {
  return durationSeconds && durationSeconds > 0 ? durationSeconds : DEFAULT_LESSON_SECONDS
}

/** A playback position kept between 0 and the length. */
export function clampPosition(seconds: number, lengthSeconds: number) {
  if (!Number.isFinite(seconds)) return 0
  return Math.min(Math.max(0, seconds), lengthSeconds)
}

/** 'mm:ss', or 'h:mm:ss' past an hour */
export function formatPlaybackTime(totalSeconds: number) {
  const safe = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(safe / 3600)
  const minutes = Math.floor((safe % 3600) / 60)
  const seconds = safe % 60
  const mmss = `${String(minutes).padStart(hours ? 2 : 1, '0')}:${String(seconds).padStart(2, '0')}`
  return hours ? `${hours}:${mmss}` : mmss
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The YouTube video id of a link or a bare id (watch?v=, youtu.be/, embed/,
 * shorts/, live/), or null when the value is not a YouTube video.
 */
export function youtubeVideoId(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (YOUTUBE_ID.test(trimmed)) return trimmed
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\.|^m\./, '')
  let candidate: string | null = null
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null
  } else if (
    host === 'youtube.com' ||
    host === 'youtube-nocookie.com' ||
    host === 'music.youtube.com'
  ) {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v')
    else {
      const [, section, id] = url.pathname.split('/')
      if (['embed', 'shorts', 'live', 'v'].includes(section)) candidate = id ?? null
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

export type VideoSource = { kind: 'youtube'; videoId: string } | { kind: 'file'; url: string }

/** Where a video lesson plays from: a YouTube embed, an HTML5 file/URL, or nothing (simulated player). */
export function videoSourceFor(url: string | null | undefined): VideoSource | null {
  if (!url || !url.trim()) return null
  const videoId = youtubeVideoId(url)
  if (videoId) return { kind: 'youtube', videoId }
  const trimmed = url.trim()
  if (trimmed.startsWith('/') || /^https?:\/\//i.test(trimmed))
    return { kind: 'file', url: trimmed }
  return null
}
