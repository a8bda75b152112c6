import vine from '@vinejs/vine'
import { pageNumber } from '#validators/rules'

export const memberSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
  pagina: pageNumber().optional(),
})
