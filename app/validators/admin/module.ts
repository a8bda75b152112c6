import vine from '@vinejs/vine'
import { stripModulePrefix } from '#domain/admin/admin_text'
import { MODULE_LIMITS } from '#domain/admin/admin_forms'
import { MAX_RELEASE_DAYS } from '#domain/catalog/pacing'

/** The course page numbers modules itself, so a typed 'Módulo 1: ' prefix is not stored. */
export const moduleValidator = vine.create({
  /* Stripped before the length checks: 'Módulo 1: A' is the one-letter title 'A'. */
  title: vine
    .string()
    .parse((value) => (typeof value === 'string' ? stripModulePrefix(value) : value))
    .trim()
    .minLength(MODULE_LIMITS.title.min)
    .maxLength(MODULE_LIMITS.title.max),
  description: vine.string().trim().maxLength(MODULE_LIMITS.description.max).optional(),
  /* 'Liberar após (dias)', read in a course with 'Liberação programada' (absent: unchanged). */
  releaseAfterDays: vine.number().withoutDecimals().range([0, MAX_RELEASE_DAYS]).optional(),
})
