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
 * The course page numbers modules itself ('Módulo 1: …'), so a title typed
 * as 'Módulo 1: Fundamentos' (or 'Modulo 2 - X', 'Módulo 3. X') keeps only
 * 'Fundamentos'. A title that is nothing but the prefix stays as typed.
 */
const MODULE_PREFIX = /^\s*m[óo]dulo\s+\d+\s*[:.\-–—]\s*/i
export function stripModulePrefix(title: string) {
  let stripped = title
  while (MODULE_PREFIX.test(stripped)) {
    const next = stripped.replace(MODULE_PREFIX, '')
    if (!next.trim()) break
    stripped = next
  }
  return stripped.trim()
}

/**
 * A price typed the Brazilian way: '37,50', 'R$ 1.234,56', '37.5' → number;
 * NaN for anything else, so the validator answers in pt-BR.
 */
export function parseMoney(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return Number.NaN
  let text = value.replace(/R\$/i, '').replace(/\s/g, '')
  if (!text) return Number.NaN
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.')
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN
}
