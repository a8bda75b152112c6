import vine from '@vinejs/vine'
import { formFields, withFormMessages } from '#validators/rules'
import { ANNUAL_PIX_FORM } from '#domain/subscription/forms'

/** The admin's discount of 'Plano anual via Pix' (0 to 50 %). */
export const annualPixDiscountValidator = withFormMessages(
  vine.create(formFields(ANNUAL_PIX_FORM)),
  ANNUAL_PIX_FORM
)
