/*
| Text helpers of the admin forms: course slugs and the integer fields
| (durations) that the spec parses leniently.
*/

/** 'Introdução à Cannabis & IA' → 'introducao-a-cannabis-ia' (accents stripped, lower case, dashes). */
export function slugify(text: string, maxLength = 160) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Durations are whole numbers: the value is parsed as an integer and
 * anything that is not a number becomes 0 ('12h' → 12, 'abc' → 0). Negative
 * values also become 0.
 */
export function parseIntegerOrZero(value: unknown) {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0
  if (typeof value !== 'string') return 0
  const parsed = Number.parseInt(value.trim(), 10)
  return Number.isNaN(parsed) ? 0 : Math.max(0, parsed)
}
