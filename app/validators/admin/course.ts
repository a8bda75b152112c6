import vine from '@vinejs/vine'
import { COURSE_CATEGORIES, COURSE_LEVELS } from '#domain/catalog/catalog'
import { SLUG_PATTERN, parseMoney } from '#domain/admin/admin_text'
import { COURSE_LIMITS } from '#domain/admin/admin_forms'
import { mediaUrl } from '#validators/admin/rules'
import { PACING_MODES } from '#domain/catalog/pacing'

/**
 * Create and edit a course. `courseId` (meta) excludes the course itself from
 * the slug check. 'Premium' (included in the subscription) needs a reference
 * price above zero; a course that is not Premium is free (price 0). Without
 * `premium` the price stays as it is.
 */
export const courseValidator = vine.withMetaData<{ courseId?: number }>().create({
  title: vine.string().trim().minLength(COURSE_LIMITS.title.min).maxLength(COURSE_LIMITS.title.max),
  slug: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(COURSE_LIMITS.slug.max)
    .regex(SLUG_PATTERN)
    .unique({
      table: 'courses',
      column: 'slug',
      filter: (query, _value, field) => {
        if (field.meta.courseId) query.whereNot('id', field.meta.courseId)
      },
    })
    .optional(),
  description: vine.string().trim().maxLength(COURSE_LIMITS.description.max).optional(),
  level: vine.enum(COURSE_LEVELS),
  category: vine.enum(COURSE_CATEGORIES),
  thumbnailUrl: mediaUrl().optional(),
  previewVideoUrl: mediaUrl().optional(),
  premium: vine.boolean().optional(),
  price: vine
    .number()
    .parse((value) => (value === null || value === undefined ? value : parseMoney(value)))
    .min(COURSE_LIMITS.price.min)
    .max(COURSE_LIMITS.price.max)
    .optional()
    .requiredWhen('premium', '=', true),
  /* 'Ritmo do curso': livre, em ordem, liberação programada (absent: unchanged). */
  pacing: vine.enum(PACING_MODES).optional(),
})

export const courseListValidator = vine.create({
  arquivados: vine.boolean().optional(),
})
