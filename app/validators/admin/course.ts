import vine from '@vinejs/vine'
import { COURSE_CATEGORIES, COURSE_LEVELS } from '#domain/catalog'
import { SLUG_PATTERN } from '#domain/admin_text'
import { integerOrZero, mediaUrl } from '#validators/admin/rules'

/** Create and edit a course. `courseId` (meta) excludes the course itself from the slug check. */
export const courseValidator = vine.withMetaData<{ courseId?: number }>().create({
  title: vine.string().trim().minLength(3).maxLength(200),
  slug: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(160)
    .regex(SLUG_PATTERN)
    .unique({
      table: 'courses',
      column: 'slug',
      filter: (query, _value, field) => {
        if (field.meta.courseId) query.whereNot('id', field.meta.courseId)
      },
    })
    .optional(),
  description: vine.string().trim().maxLength(5000).optional(),
  level: vine.enum(COURSE_LEVELS),
  category: vine.enum(COURSE_CATEGORIES),
  durationHours: integerOrZero(),
  thumbnailUrl: mediaUrl().optional(),
})

export const courseListValidator = vine.create({
  arquivados: vine.boolean().optional(),
})
