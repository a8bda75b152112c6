import vine from '@vinejs/vine'
import { formFields, pageNumber, withFormMessages } from '#validators/rules'
import { REVOCATION_FORM } from '#domain/certificates/forms'

/** Admin › Certificados: ?q= (id, learner name or e-mail) and ?pagina= */
export const certificateFiltersValidator = vine.create({
  q: vine.string().trim().maxLength(200).optional(),
  pagina: pageNumber().optional(),
})

/** Revoking needs the reason the public page and the activity log show. */
export const certificateRevocationValidator = withFormMessages(
  vine.create(formFields(REVOCATION_FORM)),
  REVOCATION_FORM
)
