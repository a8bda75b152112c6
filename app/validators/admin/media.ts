import vine from '@vinejs/vine'
import { MEDIA_BUCKETS } from '#domain/admin/admin_media'

export const mediaFiltersValidator = vine.create({
  q: vine.string().trim().maxLength(200).optional(),
  bucket: vine.enum(MEDIA_BUCKETS).optional(),
})

export const mediaDeleteValidator = vine.create({
  key: vine.string().trim().maxLength(500),
})
