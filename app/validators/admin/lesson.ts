import vine from '@vinejs/vine'
import { LESSON_TYPES, SIMULATOR_KINDS } from '#domain/catalog/catalog'
import { LESSON_LIMITS } from '#domain/admin/admin_forms'
import { MAX_TYPED_MEDIA_MINUTES } from '#domain/catalog/lesson_duration'
import { mediaUrl } from '#validators/admin/rules'

/** 'Nova Aula' / edit. `courseId` (meta): the module must belong to the lesson's course. */
export const lessonValidator = vine.withMetaData<{ courseId: number }>().create({
  title: vine.string().trim().minLength(LESSON_LIMITS.title.min).maxLength(LESSON_LIMITS.title.max),
  description: vine.string().trim().maxLength(LESSON_LIMITS.description.max).optional(),
  content: vine.string().maxLength(200000).optional(),
  videoUrl: mediaUrl().optional(),
  /* A YouTube video's length as typed (an uploaded file's is read from the file). */
  youtubeMinutes: vine
    .number()
    .withoutDecimals()
    .range([0, MAX_TYPED_MEDIA_MINUTES])
    .nullable()
    .optional(),
  youtubeSeconds: vine.number().withoutDecimals().range([0, 59]).nullable().optional(),
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
  /* 'Prévia gratuita' (absent on create: the first lesson of a Premium course's module is one). */
  isFreePreview: vine.boolean().optional(),
  /* The simulator an 'Interativa' / 'Simulação' lesson runs (none: the course's first one). */
  simulator: vine.enum(SIMULATOR_KINDS).optional(),
})
