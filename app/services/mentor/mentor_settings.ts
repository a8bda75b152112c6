import env from '#start/env'
import { MENTOR_DEFAULTS } from '#domain/mentor/mentor'

/**
 * The mentor's configuration from the environment. With no MENTOR_API_URL the
 * mentor runs in its offline (extractive) mode. Tests swap it with
 * `overrideMentorSettings` (tests/helpers/fake_openai.ts).
 */
export type MentorSettings = {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  apiUrl: string | null
  apiKey: string | null
  model: string
  timeoutMs: number
  dailyLimit: number
  dailyLimitPremium: number
  maxQuestionLength: number
  /** Questions per minute per learner (rate limit) */
  perMinute: number
}

function fromEnv(): MentorSettings {
  return {
    apiUrl: env.get('MENTOR_API_URL') || null,
    apiKey: env.get('MENTOR_API_KEY') || null,
    model: env.get('MENTOR_MODEL') || 'gpt-4o-mini',
    timeoutMs: env.get('MENTOR_TIMEOUT_MS') ?? MENTOR_DEFAULTS.timeoutMs,
    dailyLimit: env.get('MENTOR_DAILY_LIMIT') ?? MENTOR_DEFAULTS.dailyLimit,
    dailyLimitPremium: env.get('MENTOR_DAILY_LIMIT_PREMIUM') ?? MENTOR_DEFAULTS.dailyLimitPremium,
    maxQuestionLength: env.get('MENTOR_MAX_QUESTION_LENGTH') ?? MENTOR_DEFAULTS.maxQuestionLength,
    perMinute: env.get('MENTOR_PER_MINUTE') ?? MENTOR_DEFAULTS.perMinute,
  }
}

let current: MentorSettings | null = null

export function mentorSettings(): MentorSettings {
  return (current ??= fromEnv())
}

/** 'model' when a provider is configured, else 'offline'. */
export function mentorMode() {
  return mentorSettings().apiUrl ? ('model' as const) : ('offline' as const)
}

/** Replaces some settings until the returned function is called (tests). */
export function overrideMentorSettings(changes: Partial<MentorSettings>) {
  const previous = mentorSettings()
  current = { ...previous, ...changes }
  return () => {
    current = previous
  }
}
