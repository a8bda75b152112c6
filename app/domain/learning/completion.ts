/*
| Earned completion (issue 26): the rule each lesson type completes by,
| whether a learner has met it (and the pt-BR reason while not), and the
| arithmetic of watched media, kept as the [start, end) ranges of the media
| really played, so seeking adds nothing and watching twice counts once.
*/
import { isMediaLesson, isQuizLesson, requiredReadingSeconds } from '../catalog/lesson_duration.js'
import { formatPlaybackTime, rendererFor } from '../catalog/lessons.js'
import { PLAYBACK_RATES } from './playback.js'

/** watch: play the media; read: stay on the page in use; pass: pass the quiz. */
export type CompletionRule = 'watch' | 'read' | 'pass'

/** lesson_progress.completed_by: the rule that completed it ('legacy': completed before the rules). */
export type CompletedBy = 'watched' | 'read' | 'passed' | 'legacy'

export const COMPLETED_BY: Record<CompletionRule, CompletedBy> = {
  watch: 'watched',
  read: 'read',
  pass: 'passed',
}

/** Share of a video or audio lesson that must really be played. */
export const WATCHED_PERCENT_TO_COMPLETE = 90
/** A media's length is stored rounded to the second: up to this much of it may not exist to be played. */
export const MEDIA_LENGTH_ROUNDING_SECONDS = 0.5

/** Video, YouTube, podcast and audio lessons are watched; quizzes and exams passed; the rest read. */
export function completionRuleFor(lessonType: string): CompletionRule {
  if (isMediaLesson(lessonType)) return 'watch'
  if (isQuizLesson(lessonType)) return 'pass'
  return 'read'
}

/* --------------------------------------------------------------------------
| Watched ranges
*/

/** A stretch of media, in seconds: start included, end excluded. */
export type WatchedRange = [number, number]

/** Ranges sorted and merged (overlapping or touching ones become one); empty or invalid ones dropped. */
export function mergeRanges(ranges: readonly (readonly number[])[]): WatchedRange[] {
  const valid = ranges
    .map(([start, end]) => [Math.max(0, start), end] as WatchedRange)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0])
  const merged: WatchedRange[] = []
  for (const [start, end] of valid) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/** Seconds covered by the ranges, each second once. */
export function rangesLength(ranges: readonly (readonly number[])[]) {
  return mergeRanges(ranges).reduce((sum, [start, end]) => sum + (end - start), 0)
}

/** The ranges within the media's length (nothing while the length is unknown). */
export function clipRanges(ranges: readonly (readonly number[])[], lengthSeconds: number) {
  if (!(lengthSeconds > 0)) return []
  return mergeRanges(ranges.map(([start, end]) => [start, Math.min(end, lengthSeconds)]))
}

/** The parts of `ranges` not already in `covered`. */
export function subtractRanges(
  ranges: readonly (readonly number[])[],
  covered: readonly (readonly number[])[]
) {
  const holes = mergeRanges(covered)
  const result: WatchedRange[] = []
  for (let [start, end] of mergeRanges(ranges)) {
    for (const [holeStart, holeEnd] of holes) {
      if (holeEnd <= start || holeStart >= end) continue
      if (holeStart > start) result.push([start, holeStart])
      start = Math.max(start, holeEnd)
      if (start >= end) break
    }
    if (end > start) result.push([start, end])
  }
  return result
}

/** The first `seconds` seconds of the ranges, earliest first. */
export function firstSeconds(ranges: readonly (readonly number[])[], seconds: number) {
  const result: WatchedRange[] = []
  let left = Math.max(0, seconds)
  for (const [start, end] of mergeRanges(ranges)) {
    if (left <= 0) break
    const taken = Math.min(end - start, left)
    result.push([start, start + taken])
    left -= taken
  }
  return result
}

/* --------------------------------------------------------------------------
| Playback reports (the player's heartbeats)
*/

/** The fastest speed the players offer: no report may claim media played faster. */
export const MAX_PLAYBACK_RATE = Math.max(...PLAYBACK_RATES)
/** Network and timer jitter a report is allowed, in seconds. */
export const PLAYBACK_SLACK_SECONDS = 5
/** A lesson's first report has no previous one to measure from: it may cover this much time. */
export const FIRST_PLAYBACK_REPORT_SECONDS = 5
/** The player reports every 10 s while playing: one report never covers more time than this. */
export const MAX_PLAYBACK_REPORT_SECONDS = 30
/** Played time within this of what the clock allows is a played step, not a seek (timer jitter). */
export const PLAYED_STEP_TOLERANCE_SECONDS = 1

/** Wall time a report may account for, from the time since the previous one (null: the first). */
export function playbackReportSeconds(secondsSincePrevious: number | null) {
  if (secondsSincePrevious === null) return FIRST_PLAYBACK_REPORT_SECONDS
  return Math.min(Math.max(0, secondsSincePrevious), MAX_PLAYBACK_REPORT_SECONDS)
}

/** New distinct seconds one report may add: its wall time at the fastest speed, plus slack. */
export function newWatchedAllowance(secondsSincePrevious: number | null) {
  return playbackReportSeconds(secondsSincePrevious) * MAX_PLAYBACK_RATE + PLAYBACK_SLACK_SECONDS
}

export type PlaybackOutcome = {
  /** Everything watched so far, merged */
  watched: WatchedRange[]
  /** Its seconds, to the hundredth (lesson_progress.watched_seconds) */
  watchedSeconds: number
  /** Seconds this report added to what was watched */
  addedSeconds: number
  /** Seconds this report played, watched before or not (the study time it may earn) */
  playedSeconds: number
  /**
   * Wall time this report could account for but did not use (it claimed
   * less than its allowance): the next report may count it too, within the
   * same 30 s. A report held up on its way then does not cut the one after it.
   */
  unusedSeconds: number
}

const centiseconds = (value: number) => Math.round(value * 100) / 100

/**
 * Merges what a report says was played into what was watched: within the
 * media's length, and never more new seconds than the time since the
 * previous report allows at 2× (the earliest ones are kept). The caller
 * counts that time from the previous report's arrival minus what it left
 * unused (`unusedSeconds`), so only what could not have been played is cut.
 */
export function acceptPlayback(input: {
  watched: readonly (readonly number[])[]
  claimed: readonly (readonly number[])[]
  mediaSeconds: number
  secondsSincePrevious: number | null
}): PlaybackOutcome {
  const allowance = newWatchedAllowance(input.secondsSincePrevious)
  const played = clipRanges(input.claimed, input.mediaSeconds)
  const added = firstSeconds(subtractRanges(played, input.watched), allowance)
  const watched = mergeRanges([...input.watched, ...added]).map(
    ([start, end]) => [centiseconds(start), centiseconds(end)] as WatchedRange
  )
  const addedSeconds = rangesLength(added)
  const unusedNewSeconds = allowance - PLAYBACK_SLACK_SECONDS - addedSeconds
  return {
    watched,
    watchedSeconds: centiseconds(rangesLength(watched)),
    addedSeconds,
    playedSeconds: Math.min(rangesLength(played), allowance),
    unusedSeconds: Math.max(0, unusedNewSeconds) / MAX_PLAYBACK_RATE,
  }
}

/**
 * Whether the player moved from `from` to `to` by playing (a forward step no
 * longer than `elapsedSeconds` of wall time at `rate` allows) rather than by
 * a seek. The player reports only played steps.
 */
export function isPlayedStep(from: number, to: number, elapsedSeconds: number, rate: number) {
  const step = to - from
  if (!(step > 0) || !(elapsedSeconds >= 0)) return false
  return step <= elapsedSeconds * Math.max(rate, 0) + PLAYED_STEP_TOLERANCE_SECONDS
}

/* --------------------------------------------------------------------------
| Status: met or not, and why
*/

export type CompletionFacts = {
  lessonType: string
  /** The lesson's length (lessons.duration_seconds): the media's for media lessons */
  durationSeconds: number
  /** The lesson's Markdown (the minimum reading time follows its words) */
  content: string | null
  /** Distinct seconds of the media the learner played */
  watchedSeconds: number
  /** The learner's measured time on the lesson */
  secondsStudied: number
  /** A finished attempt of this learner on this lesson passed */
  passed: boolean
  /** The pass mark of the course's lesson quiz set */
  passPercent: number
  /** false when the lesson has no media to play yet (the page knows; defaults to true) */
  mediaAvailable?: boolean
}

export type CompletionStatus = {
  rule: CompletionRule
  met: boolean
  /** What is still missing, in pt-BR; null once the rule is met */
  reason: string | null
  /** How far along the rule the learner is, 0–100 (media played, minimum time spent, quiz passed) */
  percent: number
  /** Reading lessons: seconds of active time still needed (0 otherwise) */
  remainingSeconds: number
}

function watchStatus(facts: CompletionFacts): CompletionStatus {
  const audio = rendererFor(facts.lessonType) === 'audio'
  const duration = Math.max(0, facts.durationSeconds)
  const watched = Math.max(0, facts.watchedSeconds)
  if (duration === 0) {
    const reason =
      facts.mediaAvailable === false
        ? audio
          ? 'O áudio desta aula ainda não foi publicado: a conclusão será liberada quando ele estiver disponível.'
          : 'O vídeo desta aula ainda não foi publicado: a conclusão será liberada quando ele estiver disponível.'
        : audio
          ? 'Reproduza o áudio desta aula para liberar a conclusão.'
          : 'Reproduza o vídeo desta aula para liberar a conclusão.'
    return { rule: 'watch', met: false, reason, percent: 0, remainingSeconds: 0 }
  }
  const met =
    (watched + MEDIA_LENGTH_ROUNDING_SECONDS) * 100 >= duration * WATCHED_PERCENT_TO_COMPLETE
  const percent = Math.min(100, Math.floor((watched * 100) / duration))
  const reason = met
    ? null
    : audio
      ? `Ouça pelo menos ${WATCHED_PERCENT_TO_COMPLETE}% do áudio para concluir esta aula (você ouviu ${percent}%).`
      : `Assista a pelo menos ${WATCHED_PERCENT_TO_COMPLETE}% do vídeo para concluir esta aula (você assistiu ${percent}%).`
  return { rule: 'watch', met, reason, percent, remainingSeconds: 0 }
}

/**
 * What a reading lesson's page says while its minimum time runs: 'Continue
 * lendo: a conclusão libera em 0:45.', and once it ran out on the page, while
 * the server confirms it.
 */
export function readingCountdownReason(lessonType: string, remainingSeconds: number) {
  if (remainingSeconds <= 0) return 'Registrando seu tempo na aula…'
  const renderer = rendererFor(lessonType)
  const reading = renderer === 'markdown' || renderer === 'pdf' || renderer === 'unknown'
  return `${reading ? 'Continue lendo' : 'Continue nesta aula'}: a conclusão libera em ${formatPlaybackTime(remainingSeconds)}.`
}

function readStatus(facts: CompletionFacts): CompletionStatus {
  const required = requiredReadingSeconds(facts.content)
  const remaining = Math.max(0, required - Math.max(0, Math.floor(facts.secondsStudied)))
  const met = remaining === 0
  const percent = required > 0 ? Math.floor(((required - remaining) * 100) / required) : 100
  return {
    rule: 'read',
    met,
    reason: met ? null : readingCountdownReason(facts.lessonType, remaining),
    percent,
    remainingSeconds: remaining,
  }
}

function passStatus(facts: CompletionFacts): CompletionStatus {
  const what = facts.lessonType === 'exam' ? 'no exame' : 'no quiz'
  return {
    rule: 'pass',
    met: facts.passed,
    reason: facts.passed
      ? null
      : `Seja aprovado ${what} (nota mínima ${facts.passPercent}%) para concluir esta aula.`,
    percent: facts.passed ? 100 : 0,
    remainingSeconds: 0,
  }
}

/** Whether the learner has met the lesson's completion rule, and what is missing while not. */
export function completionStatus(facts: CompletionFacts): CompletionStatus {
  switch (completionRuleFor(facts.lessonType)) {
    case 'watch':
      return watchStatus(facts)
    case 'pass':
      return passStatus(facts)
    default:
      return readStatus(facts)
  }
}
