import vine from '@vinejs/vine'
import { formFields, withFormMessages } from '#validators/rules'
import { EMAIL_FORM } from '#domain/accounts/forms'

export const newsletterValidator = withFormMessages(vine.create(formFields(EMAIL_FORM)), EMAIL_FORM)
