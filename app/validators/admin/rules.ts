import vine from '@vinejs/vine'
import { parseIntegerOrZero } from '#domain/admin_text'

/** Durations: parsed as an integer, anything that is not a number becomes 0 (spec). */
export const integerOrZero = () =>
  vine
    .number()
    .parse((value) => parseIntegerOrZero(value))
    .withoutDecimals()
    .min(0)
    .max(100000)

/** http(s) link, or a path of this site ('/uploads/…'), for thumbnails and videos. */
export const mediaUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(500)
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/)

export const moveValidator = vine.create({
  direction: vine.enum(['up', 'down'] as const),
})
