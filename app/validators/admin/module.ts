import vine from '@vinejs/vine'

export const moduleValidator = vine.create({
  title: vine.string().trim().minLength(2).maxLength(200),
  description: vine.string().trim().maxLength(2000).optional(),
})
