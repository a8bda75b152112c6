import vine from '@vinejs/vine'
import { pageNumber } from '#validators/rules'

/** Admin › Certificados: ?q= (id, learner name or e-mail) and ?pagina= */
export const certificateFiltersValidator = vine.create({
  q: vine.string().trim().maxLength(200).optional(),
  pagina: pageNumber().optional(),
})

/** Revoking needs the reason the public page and the activity log show. */
export const certificateRevocationValidator = vine.create({
  reason: vine.string().trim().minLength(5).maxLength(500),
})
