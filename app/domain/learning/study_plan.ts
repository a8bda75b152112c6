/*
| Study goal, completion estimate and the limits of measured study time.
*/
import { formatNumber } from '../platform/format.js'

/** Weekly study goal a learner starts with, in hours (daily target = goal / 7). */
export const DEFAULT_WEEKLY_GOAL_HOURS = 5
export const MIN_WEEKLY_GOAL_HOURS = 1
export const MAX_WEEKLY_GOAL_HOURS = 60

/** Daily target in minutes for a weekly goal in hours. */
export function dailyTargetMinutes(weeklyGoalHours: number) {
  return Math.round((weeklyGoalHours * 60) / 7)
}

/**
 * Completion estimate in days = ceil(remaining hours / (weekly goal / 7)).
 * 0 when nothing remains; null when there is no goal to divide by.
 */
export function completionEstimateDays(remainingHours: number, weeklyGoalHours: number) {
  if (remainingHours <= 0) return 0
  if (weeklyGoalHours <= 0) return null
  return Math.ceil(remainingHours / (weeklyGoalHours / 7))
}

/** Hours with one decimal, from seconds or minutes. */
export function hoursFromSeconds(seconds: number) {
  return Math.round((seconds / 3600) * 10) / 10
}

export function hoursFromMinutes(minutes: number) {
  return Math.round((minutes / 60) * 10) / 10
}

/** The browser reports studied time in chunks; one chunk never counts for more than this. */
export const MAX_STUDY_CHUNK_SECONDS = 90
/** Without mouse, keyboard or scroll for this long, the learner is idle: reading time stops. */
export const IDLE_AFTER_SECONDS = 120
/** How often the lesson page reports studied time. */
export const STUDY_REPORT_EVERY_SECONDS = 30
/** How often a playing video's position is saved (and on pause). */
export const POSITION_SAVE_EVERY_SECONDS = 10

/**
 * Most studied time one lesson can accumulate: twice its length, and at
 * least 15 minutes, so a tab left open all day does not become "hours studied".
 */
export function studyCapSeconds(durationSeconds: number) {
  return Math.max(Math.round(durationSeconds) * 2, 15 * 60)
}

/**
 * Seconds to credit for one report, given what the lesson already has. A
 * report can never claim more time than really passed since the previous one
 * (plus a few seconds of network slack), nor push the lesson past its cap.
 * A lesson's stated length is never credited: only measured time is.
 */
export function creditableSeconds(
  reported: number,
  alreadyStudied: number,
  durationSeconds: number,
  secondsSincePreviousReport: number | null = null
) {
  let chunk = Math.min(Math.max(0, Math.floor(reported)), MAX_STUDY_CHUNK_SECONDS)
  if (secondsSincePreviousReport !== null) {
    chunk = Math.min(chunk, Math.max(0, Math.floor(secondsSincePreviousReport)) + 5)
  }
  const room = Math.max(0, studyCapSeconds(durationSeconds) - alreadyStudied)
  return Math.min(chunk, room)
}

/** 'Horas estudadas' as a learner reads it: minutes below one hour ('25 min'), else hours ('2,5 h'). */
export function studiedTimeText(minutes: number) {
  if (minutes < 60) return `${Math.max(0, Math.round(minutes))} min`
  const hours = hoursFromMinutes(minutes)
  return `${formatNumber(hours, hours % 1 ? 1 : 0)} h`
}
