/*
| Playback speed of the lesson players (video and audio): the choices the
| menu offers, how they read in pt-BR, and which stored value applies.
*/

/** Speeds the player offers, slowest first; 1 is normal speed. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const
export type PlaybackRate = (typeof PLAYBACK_RATES)[number]

export function isPlaybackRate(value: unknown): value is PlaybackRate {
  return typeof value === 'number' && (PLAYBACK_RATES as readonly number[]).includes(value)
}

/** 0.75 → '0,75×', 1 → '1×' (normal), 2 → '2×' */
export function playbackRateLabel(rate: number) {
  return `${String(rate).replace('.', ',')}×`
}

/**
 * The speed a player starts at: the one the learner chose on this lesson,
 * else the one they used last on any lesson, else normal speed. Stored
 * values that are not on the menu any more read as normal speed.
 */
export function initialPlaybackRate(
  lessonRate: number | string | null | undefined,
  lastRate?: number | string | null
): PlaybackRate {
  for (const candidate of [lessonRate, lastRate]) {
    if (candidate === null || candidate === undefined) continue
    const value = Number(candidate)
    if (isPlaybackRate(value)) return value
  }
  return 1
}
