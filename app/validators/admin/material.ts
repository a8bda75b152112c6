import vine from '@vinejs/vine'
import { recordId } from '#validators/rules'
import { MATERIAL_LINK_TYPES, detectYoutube } from '#domain/admin/admin_media'
import { isSafeLink } from '#domain/platform/links'

/** A link (http/https), a clean path of this site ('/uploads/…') or a YouTube video id. */
const linkOrYoutubeId = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (detectYoutube(value) || isSafeLink(value)) return
  field.report(
    'Informe um endereço começando com http:// ou https://, ou o ID de um vídeo do YouTube.',
    'linkOrYoutubeId',
    field
  )
})

/** 'Novo Material': a title and a file URL are required (spec). */
export const materialValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(200),
  fileUrl: vine.string().trim().maxLength(1000).use(linkOrYoutubeId()),
  fileType: vine.enum(MATERIAL_LINK_TYPES).optional(),
  /* Set when the file was uploaded here: URL, size and type are then read from storage. */
  storageKey: vine.string().trim().maxLength(500).optional(),
  courseId: recordId().exists({ table: 'courses', column: 'id' }).optional(),
  lessonId: recordId().exists({ table: 'lessons', column: 'id' }).optional(),
})

export const materialFiltersValidator = vine.create({
  curso: recordId().optional(),
  aula: recordId().optional(),
})
