import vine from '@vinejs/vine'
import { LESSON_TYPES } from '#domain/catalog'
import { integerOrZero, mediaUrl } from '#validators/admin/rules'

/** 'Nova Aula' / edit. `courseId` (meta): the module must belong to the lesson's course. */
export const lessonValidator = vine.withMetaData<{ courseId: number }>().create({
  title: vine.string().trim().minLength(3).maxLength(200),
  description: vine.string().trim().maxLength(2000).optional(),
  content: vine.string().maxLength(200000).optional(),
  videoUrl: mediaUrl().optional(),
  durationMinutes: integerOrZero(),
  lessonType: vine.enum(LESSON_TYPES),
  moduleId: vine
    .number()
    .withoutDecimals()
    .exists({
      table: 'course_modules',
      column: 'id',
      filter: (query, _value, field) => {
        query.where('course_id', field.meta.courseId)
      },
    })
    .optional(),
  isPublished: vine.boolean().optional(),
})
