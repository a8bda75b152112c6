import vine from '@vinejs/vine'
import { parseIntegerOrZero } from '#domain/admin_text'
import { isSafeLink } from '#domain/links'
import { COURSE_LIMITS, MAX_WHOLE_NUMBER } from '#domain/admin_forms'

/** Durations: parsed as an integer, anything that is not a number becomes 0 (spec). */
export const integerOrZero = () =>
  vine
    .number()
    .parse((value) => parseIntegerOrZero(value))
    .withoutDecimals()
    .min(0)
    .max(MAX_WHOLE_NUMBER)

const safeLink = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isSafeLink(value)) {
    field.report(
      'Informe um endereço começando com http:// ou https://, ou um caminho deste site (/uploads/…).',
      'safeLink',
      field
    )
  }
})

/** http(s) link, or a path of this site ('/uploads/…'), for thumbnails and videos. */
export const mediaUrl = () => vine.string().trim().maxLength(COURSE_LIMITS.url.max).use(safeLink())

export const moveValidator = vine.create({
  direction: vine.enum(['up', 'down'] as const),
})
