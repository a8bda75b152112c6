import vine from '@vinejs/vine'
import { email } from '#validators/rules'

export const newsletterValidator = vine.create({
  email: email(),
})
