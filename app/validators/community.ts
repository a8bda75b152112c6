import vine from '@vinejs/vine'

export const memberSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
  pagina: vine.number().withoutDecimals().min(1).optional(),
})
