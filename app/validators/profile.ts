import vine from '@vinejs/vine'
import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { formFields, withFormMessages } from '#validators/rules'
import { PROFILE_FORM } from '#domain/accounts/forms'

/** Avatar formats, recognised by the file's bytes rather than its name. */
export const AVATAR_MIME_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** Reads the uploaded bytes and rejects anything that is not really a JPEG, PNG or WebP image. */
const imageContent = vine.createRule(async (value, _options, field) => {
  const file = value as MultipartFile
  if (!field.isValid || !file?.tmpPath) return
  const detected = await fileTypeFromFile(file.tmpPath).catch(() => undefined)
  if (!detected || !AVATAR_MIME_TYPES[detected.mime]) {
    field.report('O arquivo não é uma imagem JPEG, PNG ou WebP válida.', 'imageContent', field)
  }
})

/** 'Editar Perfil': the form's fields (app/domain/accounts/forms.ts), shared with the page. */
export const profileValidator = withFormMessages(
  vine.create(formFields(PROFILE_FORM)),
  PROFILE_FORM
)

export const avatarValidator = vine.create({
  avatar: vine.file({ size: '2mb', extnames: ['jpg', 'jpeg', 'png', 'webp'] }).use(imageContent()),
})
