import vine from '@vinejs/vine'
import { isSafeLink } from '#domain/platform/links'
import { COURSE_LIMITS } from '#domain/admin/admin_forms'

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
